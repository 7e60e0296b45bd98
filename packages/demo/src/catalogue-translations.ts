// The demo catalogue's Malayalam and Hindi names (decision 084), as a Trivandrum shop would write them on its own
// shelves and posts: not word for word, and with the English words its shoppers use where those are what they say
// (a "stud", a "choker", "party wear"). Keyed by the English name; a piece missing here shows its English name in
// every language, as a piece the owner has not yet named would.

export interface DemoTranslation {
  ml: string;
  hi: string;
  /** A category's line in each language; a piece without one shows its English description. */
  descriptionMl?: string;
  descriptionHi?: string;
}

export const CATEGORY_NAMES: Record<string, DemoTranslation> = {
  "Daily Wear": {
    ml: "ദിവസവും അണിയാൻ",
    hi: "रोज़ के गहने",
    descriptionMl: "കോളേജിലും ഓഫീസിലും എവിടെയും എന്നും അണിയാൻ ഭാരം കുറഞ്ഞ, സുഖമുള്ള ആഭരണങ്ങൾ.",
    descriptionHi: "कॉलेज, ऑफ़िस और हर दिन के लिए हल्के, आरामदायक गहने।",
  },
  Traditional: {
    ml: "പരമ്പരാഗതം",
    hi: "पारंपरिक",
    descriptionMl: "ഉത്സവങ്ങൾക്കും കല്യാണങ്ങൾക്കും ഓണത്തിനും ടെമ്പിൾ, കെമ്പ്, ആന്റിക് ഡിസൈനുകൾ.",
    descriptionHi: "त्योहारों, शादियों और ओणम के लिए टेम्पल, केम्प और एंटीक डिज़ाइन।",
  },
  "Party Wear": {
    ml: "പാർട്ടി വെയർ",
    hi: "पार्टी वियर",
    descriptionMl: "റിസപ്ഷനും പാർട്ടികൾക്കും തിളങ്ങാൻ.",
    descriptionHi: "रिसेप्शन, पार्टी और शाम की रौनक के लिए।",
  },
  Bridal: {
    ml: "കല്യാണത്തിന്",
    hi: "दुल्हन के लिए",
    descriptionMl: "വധുവിനും വീട്ടുകാർക്കും അണിയാൻ തയ്യാറായ മുഴുവൻ സെറ്റുകൾ.",
    descriptionHi: "दुल्हन और परिवार के लिए पूरे सेट, पहनने को तैयार।",
  },
};

export const SUBCATEGORY_NAMES: Record<string, DemoTranslation> = {
  "Everyday Earrings": { ml: "സിമ്പിൾ കമ്മലുകൾ", hi: "रोज़ के टॉप्स और बालियाँ" },
  "Minimal Chains": { ml: "നേർത്ത ചെയിനുകൾ", hi: "पतली चेन" },
  "Stackable Rings": { ml: "കനം കുറഞ്ഞ മോതിരങ്ങൾ", hi: "पतली अंगूठियाँ" },
  "Dainty Anklets": { ml: "കൊലുസുകൾ", hi: "पायल" },
  "Everyday Bracelets": { ml: "കൈച്ചെയിനുകൾ", hi: "ब्रेसलेट" },
  Jhumkas: { ml: "ജിമിക്കികൾ", hi: "झुमके" },
  "Temple Necklaces": { ml: "ടെമ്പിൾ മാലകൾ", hi: "टेम्पल हार" },
  "Kada and Bangles": { ml: "വളകളും കടകളും", hi: "कड़े और चूड़ियाँ" },
  "Nose Pins": { ml: "മൂക്കുത്തികൾ", hi: "नथ और लौंग" },
  "Hair Accessories": { ml: "മുടിയിലെ അലങ്കാരങ്ങൾ", hi: "बालों के गहने" },
  "Statement Earrings": { ml: "വലിയ കമ്മലുകൾ", hi: "बड़े ईयररिंग" },
  Chokers: { ml: "ചോക്കറുകൾ", hi: "चोकर" },
  "Cocktail Rings": { ml: "പാർട്ടി മോതിരങ്ങൾ", hi: "कॉकटेल अंगूठियाँ" },
  "Party Bracelets": { ml: "പാർട്ടി കൈച്ചെയിനുകൾ", hi: "पार्टी ब्रेसलेट" },
  "Bridal Sets": { ml: "കല്യാണ സെറ്റുകൾ", hi: "ब्राइडल सेट" },
  "Bridal Bangles": { ml: "കല്യാണ വളകൾ", hi: "दुल्हन की चूड़ियाँ" },
  "Maang Tikka and Hair": { ml: "നെറ്റിച്ചുട്ടിയും മുടിയലങ്കാരവും", hi: "मांग टीका और बालों के गहने" },
};

/** The home page's pieces (the first four are featured), the jhumkas, and the shop's best-known traditional pieces. */
export const PRODUCT_NAMES: Record<string, DemoTranslation> = {
  "Pearl Drop Studs": { ml: "മുത്ത് തുള്ളി സ്റ്റഡ്", hi: "मोती ड्रॉप टॉप्स" },
  "Tiny Heart Studs": { ml: "കുഞ്ഞു ഹാർട്ട് സ്റ്റഡ്", hi: "छोटे दिल वाले टॉप्स" },
  "Crystal Solitaire Studs": { ml: "ഒറ്റക്കൽ ക്രിസ്റ്റൽ സ്റ്റഡ്", hi: "क्रिस्टल सॉलिटेयर टॉप्स" },
  "Classic Gold Hoops": { ml: "ഗോൾഡൻ ഹൂപ്സ്", hi: "गोल्डन बालियाँ" },
  "Classic Silver Hoops": { ml: "സിൽവർ ഹൂപ്സ്", hi: "सिल्वर बालियाँ" },
  "Classic Rose Gold Hoops": { ml: "റോസ് ഗോൾഡ് ഹൂപ്സ്", hi: "रोज़ गोल्ड बालियाँ" },
  "Temple Jhumka": { ml: "ടെമ്പിൾ ജിമിക്കി", hi: "टेम्पल झुमका" },
  "Pearl Cluster Jhumka": { ml: "മുത്തുക്കൂട്ട ജിമിക്കി", hi: "मोतियों वाला झुमका" },
  "Oxidised Peacock Jhumka": { ml: "ഓക്സിഡൈസ്ഡ് മയിൽ ജിമിക്കി", hi: "ऑक्सीडाइज़्ड मोर झुमका" },
  "Kemp Stone Jhumka": { ml: "കെമ്പ് കല്ല് ജിമിക്കി", hi: "केम्प स्टोन झुमका" },
  "Mini Jhumka Studs": { ml: "കുഞ്ഞു ജിമിക്കി", hi: "छोटे झुमके" },
  "Lakshmi Coin Necklace": { ml: "ലക്ഷ്മി കാശുമാല", hi: "लक्ष्मी सिक्का हार" },
  "Palakka Necklace": { ml: "പാലയ്ക്ക മാല", hi: "पालक्का हार" },
  "Mango Mala": { ml: "മാങ്ങാമാല", hi: "आम वाली माला" },
  "Nagapadam Pendant Chain": { ml: "നാഗപടം മാല", hi: "नागपदम पेंडेंट चेन" },
  "Kerala Bangle Set": { ml: "കേരള വള സെറ്റ്", hi: "केरल चूड़ी सेट" },
  "Antique Kada Pair": { ml: "ആന്റിക് കട ജോഡി", hi: "एंटीक कड़ा जोड़ी" },
  "Ruby Nose Pin": { ml: "ചുവന്ന കല്ല് മൂക്കുത്തി", hi: "रूबी लौंग" },
  "Kerala Bridal Set": { ml: "കേരള കല്യാണ സെറ്റ്", hi: "केरल ब्राइडल सेट" },
  "Temple Maang Tikka": { ml: "ടെമ്പിൾ നെറ്റിച്ചുട്ടി", hi: "टेम्पल मांग टीका" },
};

/** The colours' names, the same on every piece. */
export const COLOUR_NAMES: Record<string, DemoTranslation> = {
  Gold: { ml: "ഗോൾഡ്", hi: "गोल्ड" },
  Silver: { ml: "സിൽവർ", hi: "सिल्वर" },
  "Rose Gold": { ml: "റോസ് ഗോൾഡ്", hi: "रोज़ गोल्ड" },
  "Antique Gold": { ml: "ആന്റിക് ഗോൾഡ്", hi: "एंटीक गोल्ड" },
  "Oxidised Silver": { ml: "ഓക്സിഡൈസ്ഡ് സിൽവർ", hi: "ऑक्सीडाइज़्ड सिल्वर" },
  Emerald: { ml: "പച്ചക്കല്ല്", hi: "पन्ना हरा" },
  Ruby: { ml: "ചുവന്ന കല്ല്", hi: "रूबी लाल" },
  Sapphire: { ml: "നീലക്കല്ല്", hi: "नीलम" },
  Maroon: { ml: "മറൂൺ", hi: "मैरून" },
  Black: { ml: "കറുപ്പ്", hi: "काला" },
};
