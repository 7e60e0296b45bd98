// The demo catalogue's Malayalam and Hindi names (decision 084), as a Trivandrum shop would write them on its own
// shelves and posts: not word for word, and with the English words its shoppers use where those are what they say
// (a "stud", a "choker", "party wear"). Keyed by the English name; a piece missing here shows its English name in
// every language, as a piece the owner has not yet named would.

export interface DemoTranslation {
  ml: string;
  hi: string;
  /**
   * A category's line in each language, or a piece's own words (its care line is added after them, as in English); a
   * piece without one shows its English description.
   */
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
  "Pearl Drop Studs": {
    ml: "മുത്ത് തുള്ളി സ്റ്റഡ്",
    hi: "मोती ड्रॉप टॉप्स",
    descriptionMl: "നാച്ചുറൽ മുത്തിന്റെ ലുക്കുള്ള മുത്തുകൾ, ചെറിയ ഗോൾഡ് നിറമുള്ള സ്റ്റഡിൽ; എന്നും രാവിലെ ആദ്യം എടുത്തണിയുന്ന ജോഡി.",
    descriptionHi: "छोटे गोल्ड-टोन टॉप्स पर मीठे पानी के मोतियों जैसे मोती, वह जोड़ी जो आप हर सुबह सबसे पहले उठाएँगी।",
  },
  "Tiny Heart Studs": {
    ml: "കുഞ്ഞു ഹാർട്ട് സ്റ്റഡ്",
    hi: "छोटे दिल वाले टॉप्स",
    descriptionMl: "ഇളം പിങ്ക് ഇനാമൽ നിറച്ച കുഞ്ഞു റോസ് ഗോൾഡ് ഹാർട്ടുകൾ.",
    descriptionHi: "हल्के गुलाबी इनेमल से भरे छोटे रोज़ गोल्ड दिल।",
  },
  "Crystal Solitaire Studs": {
    ml: "ഒറ്റക്കൽ ക്രിസ്റ്റൽ സ്റ്റഡ്",
    hi: "क्रिस्टल सॉलिटेयर टॉप्स",
    descriptionMl: "നാലു നഖങ്ങളിൽ പിടിപ്പിച്ച, തിളങ്ങുന്ന ഒറ്റ ക്രിസ്റ്റൽ.",
    descriptionHi: "चार पंजों की सेटिंग में एक चमचमाता क्रिस्टल।",
  },
  "Classic Gold Hoops": {
    ml: "ഗോൾഡൻ ഹൂപ്സ്",
    hi: "गोल्डन बालियाँ",
    descriptionMl: "ക്ലിക്ക് ചെയ്ത് ഉറപ്പായി അടയുന്ന, 25 mm നേർത്ത ഹൂപ്സ്.",
    descriptionHi: "25 mm की पतली बालियाँ, क्लिक से मज़बूती से बंद होने वाली।",
  },
  "Classic Silver Hoops": {
    ml: "സിൽവർ ഹൂപ്സ്",
    hi: "सिल्वर बालियाँ",
    descriptionMl: "ക്ലിക്ക് ചെയ്ത് ഉറപ്പായി അടയുന്ന, 25 mm നേർത്ത ഹൂപ്സ്.",
    descriptionHi: "25 mm की पतली बालियाँ, क्लिक से मज़बूती से बंद होने वाली।",
  },
  "Classic Rose Gold Hoops": {
    ml: "റോസ് ഗോൾഡ് ഹൂപ്സ്",
    hi: "रोज़ गोल्ड बालियाँ",
    descriptionMl: "ക്ലിക്ക് ചെയ്ത് ഉറപ്പായി അടയുന്ന, 25 mm നേർത്ത ഹൂപ്സ്.",
    descriptionHi: "25 mm की पतली बालियाँ, क्लिक से मज़बूती से बंद होने वाली।",
  },
  "Temple Jhumka": {
    ml: "ടെമ്പിൾ ജിമിക്കി",
    hi: "टेम्पल झुमका",
    descriptionMl: "ദേവീരൂപം പതിച്ച, തുള്ളികൾ തൂങ്ങുന്ന മണി ജിമിക്കി: ആന്റിക് ഗോൾഡിൽ ചുവന്ന കെമ്പ്, ഓക്സിഡൈസ്ഡ് സിൽവറിൽ മുത്തുകൾ.",
    descriptionHi: "देवी की आकृति और लटकन वाले घंटी झुमके: एंटीक गोल्ड में केम्प लाल, ऑक्सीडाइज़्ड सिल्वर में मोती।",
  },
  "Pearl Cluster Jhumka": {
    ml: "മുത്തുക്കൂട്ട ജിമിക്കി",
    hi: "मोतियों वाला झुमका",
    descriptionMl: "ചന്ദ്രക്കലയുടെ ആകൃതിയിലുള്ള മുകൾഭാഗവും കുഞ്ഞു മുത്തുകൾ നിറഞ്ഞ കുടയും.",
    descriptionHi: "चाँद जैसे ऊपरी हिस्से के नीचे छोटे-छोटे मोतियों का गुंबद।",
  },
  "Oxidised Peacock Jhumka": {
    ml: "ഓക്സിഡൈസ്ഡ് മയിൽ ജിമിക്കി",
    hi: "ऑक्सीडाइज़्ड मोर झुमका",
    descriptionMl: "ഓക്സിഡൈസ്ഡ് സിൽവറിൽ, മയിൽ സ്റ്റഡിന് താഴെ മണി ജിമിക്കി.",
    descriptionHi: "ऑक्सीडाइज़्ड सिल्वर में, मोर वाले टॉप्स के नीचे घंटी झुमका।",
  },
  "Kemp Stone Jhumka": {
    ml: "കെമ്പ് കല്ല് ജിമിക്കി",
    hi: "केम्प स्टोन झुमका",
    descriptionMl: "പരമ്പരാഗത കുടയിൽ പതിച്ച ചുവന്ന കെമ്പ് കല്ലുകൾ.",
    descriptionHi: "पारंपरिक गुंबद में जड़े रूबी-लाल केम्प स्टोन।",
  },
  "Mini Jhumka Studs": {
    ml: "കുഞ്ഞു ജിമിക്കി",
    hi: "छोटे झुमके",
    descriptionMl: "ദിവസം മുഴുവൻ അണിയാൻ പറ്റുന്ന, ചെറിയ ഭാരം കുറഞ്ഞ ജിമിക്കികൾ.",
    descriptionHi: "छोटे, हल्के झुमके, जिन्हें आप दिन भर पहन सकें।",
  },
  "Lakshmi Coin Necklace": {
    ml: "ലക്ഷ്മി കാശുമാല",
    hi: "लक्ष्मी सिक्का हार",
    descriptionMl: "കെമ്പ് കല്ലുകൾ ചേർത്ത ലക്ഷ്മി കാശുകളുടെ നിര; തനി കേരള കാശുമാല ലുക്ക്.",
    descriptionHi: "केम्प स्टोन के साथ लक्ष्मी सिक्कों की लड़ी, केरल की कासु माला जैसी।",
  },
  "Palakka Necklace": {
    ml: "പാലയ്ക്ക മാല",
    hi: "पालक्का हार",
    descriptionMl: "പച്ച പാലയ്ക്ക കല്ലുകൾ, തനി കേരള ശൈലിയിൽ.",
    descriptionHi: "क्लासिक केरल शैली में हरे पालक्का स्टोन।",
  },
  "Mango Mala": {
    ml: "മാങ്ങാമാല",
    hi: "आम वाली माला",
    descriptionMl: "മുത്തുതുള്ളികൾ തൂങ്ങുന്ന, മാങ്ങയുടെ രൂപങ്ങളുള്ള നീളൻ മാല.",
    descriptionHi: "आम की आकृतियों वाली लंबी माला, मोती की लटकन के साथ।",
  },
  "Nagapadam Pendant Chain": {
    ml: "നാഗപടം മാല",
    hi: "नागपदम पेंडेंट चेन",
    descriptionMl: "കേരള പാരമ്പര്യത്തിലെ നാഗപടം ലോക്കറ്റ്, നേർത്ത ചെയിനിൽ.",
    descriptionHi: "केरल की परंपरा का नाग-फन वाला पेंडेंट, पतली चेन पर।",
  },
  "Kerala Bangle Set": {
    ml: "കേരള വള സെറ്റ്",
    hi: "केरल चूड़ी सेट",
    descriptionMl: "പരമ്പരാഗത കൊത്തുപണിയുള്ള നാല് വളകൾ.",
    descriptionHi: "पारंपरिक नक्काशी वाली चार चूड़ियाँ।",
  },
  "Antique Kada Pair": {
    ml: "ആന്റിക് കട ജോഡി",
    hi: "एंटीक कड़ा जोड़ी",
    descriptionMl: "പിരി തിരിച്ച് തുറക്കാവുന്ന, കൊത്തുപണിയുള്ള ഒരു ജോഡി കട.",
    descriptionHi: "नक्काशी वाले कड़ों की जोड़ी, पेंच से खुलने वाली।",
  },
  "Ruby Nose Pin": {
    ml: "ചുവന്ന കല്ല് മൂക്കുത്തി",
    hi: "रूबी लौंग",
    descriptionMl: "കുഞ്ഞു ചുവന്ന കല്ല്; അമർത്തി ഇടാം, മൂക്ക് കുത്തേണ്ട.",
    descriptionHi: "छोटा रूबी-लाल नग, दबाकर पहनें, नाक छिदवाने की ज़रूरत नहीं।",
  },
  "Kerala Bridal Set": {
    ml: "കേരള കല്യാണ സെറ്റ്",
    hi: "केरल ब्राइडल सेट",
    descriptionMl: "നെക്ലേസും നീളൻ മാലയും ജിമിക്കിയും, കേരള വധുവിന്.",
    descriptionHi: "केरल की दुल्हन के लिए हार, लंबी माला और झुमके।",
  },
  "Temple Maang Tikka": {
    ml: "ടെമ്പിൾ നെറ്റിച്ചുട്ടി",
    hi: "टेम्पल मांग टीका",
    descriptionMl: "മുത്തുതുള്ളികൾ തൂങ്ങുന്ന, ദേവീരൂപമുള്ള നെറ്റിച്ചുട്ടി.",
    descriptionHi: "मोती की लटकन वाला, देवी की आकृति का टीका।",
  },
};

/** The care lines the pieces' descriptions end with, in the English's order (catalogue.ts's CARE). */
export const CARE_LINES: Record<"ml" | "hi", readonly string[]> = {
  ml: [
    "തിളക്കം നിലനിൽക്കാൻ പെർഫ്യൂമും വെള്ളവും തട്ടാതെ, ഒപ്പമുള്ള പൗച്ചിൽ സൂക്ഷിക്കൂ.",
    "അണിഞ്ഞശേഷം മൃദുവായ ഉണങ്ങിയ തുണികൊണ്ട് പതുക്കെ തുടയ്ക്കൂ; മറ്റ് ആഭരണങ്ങളിൽ തട്ടാതെ നിരത്തി സൂക്ഷിക്കൂ.",
    "നിക്കൽ ഇല്ലാത്തത്, സെൻസിറ്റീവ് ചർമത്തിനും പ്രശ്നമില്ല. തിളക്കം മങ്ങാതിരിക്കാൻ ഈർപ്പമില്ലാത്ത പെട്ടിയിൽ സൂക്ഷിക്കൂ.",
  ],
  hi: [
    "चमक बनाए रखने के लिए परफ़्यूम और पानी से दूर रखें, और साथ दी गई थैली में रखें।",
    "पहनने के बाद मुलायम सूखे कपड़े से हल्के से पोंछें; दूसरे गहनों से अलग, सीधा रखें।",
    "निकल-फ़्री, नाज़ुक त्वचा के लिए भी ठीक। चमक बनाए रखने के लिए सूखे डिब्बे में रखें।",
  ],
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
