// The words the server puts in a page's head in each language (decision 084): the shop's own pages' titles and
// descriptions, and the titles of the pages it sends for the browser to render (cart, orders, not found). Written
// here, typed per language, because the server titles pages it never renders (a cart is the shopper's own, rendered
// in her browser) and describes pages the storefront shows no description for; the English is the titles the
// storefront's pages give themselves (usePageTitle), word for word, so a page's title does not change as it comes alive.
import type { Language } from "./languages";

export interface PageWords {
  /** The shop in a sentence: the home page's description, and every page's that has none of its own. */
  shopDescription: string;
  products: { title: string; description: string };
  about: { title: string; description: string };
  terms: { title: string; description: string };
  privacy: { title: string; description: string };
  returns: { title: string; description: string };
  myOrders: string;
  cart: string;
  wishlist: string;
  settings: string;
  allColours: string;
  signIn: string;
  /** The sign-in's error page (/auth/error, and /ml/auth/error when she signed in from a Malayalam page). */
  authError: string;
  /** An archived piece's page. */
  noLongerAvailable: string;
  productNotFound: string;
  categoryNotFound: string;
  subcategoryNotFound: string;
  pageNotFound: string;
  /** A subcategory's description: the owner writes none for it. */
  subcategoryDescription: (subcategory: string, shop: string) => string;
}

export const PAGE_WORDS: Record<Language, PageWords> = {
  en: {
    shopDescription:
      "Affordable, handpicked jewellery for every day and every occasion, from Trivandrum, Kerala. Free store pickup.",
    products: {
      title: "All Products",
      description:
        "Every piece in the shop: earrings, necklaces, bangles, bridal sets and more, filtered by category and price.",
    },
    about: {
      title: "About Us",
      description: "Our story, what we stand for (Passion, Quality, Community) and a word from our founder.",
    },
    terms: {
      title: "Terms & Conditions",
      description: "The terms of shopping with us: products, prices, orders and your account.",
    },
    privacy: {
      title: "Privacy Policy",
      description: "What data we collect, how we use it, your rights, and how to reach us.",
    },
    returns: {
      title: "Return Policy",
      description: "Returns and exchanges with an unboxing video; refunds within 2 business days of approval.",
    },
    myOrders: "My Orders",
    cart: "Cart",
    wishlist: "My Wishlist",
    settings: "Settings",
    allColours: "All colours",
    signIn: "Sign in",
    authError: "Authentication Error",
    noLongerAvailable: "No longer available",
    productNotFound: "Product not found",
    categoryNotFound: "Category not found",
    subcategoryNotFound: "Subcategory not found",
    pageNotFound: "Page not found",
    subcategoryDescription: (subcategory, shop) =>
      `${subcategory}: handpicked, affordable pieces from ${shop}, Trivandrum.`,
  },
  ml: {
    shopDescription:
      "എല്ലാ ദിവസത്തിനും എല്ലാ അവസരങ്ങൾക്കും, തിരഞ്ഞെടുത്ത, മിതമായ വിലയിലുള്ള ആഭരണങ്ങൾ, തിരുവനന്തപുരത്തുനിന്ന്. കടയിൽനിന്ന് സൗജന്യമായി വാങ്ങിക്കൊണ്ടുപോകാം.",
    products: {
      title: "എല്ലാ ആഭരണങ്ങളും",
      description: "കടയിലെ ഓരോ ആഭരണവും: കമ്മലുകൾ, മാലകൾ, വളകൾ, വിവാഹ സെറ്റുകൾ എന്നിവയും അതിലേറെയും, വിഭാഗവും വിലയും അനുസരിച്ച്.",
    },
    about: {
      title: "ഞങ്ങളെക്കുറിച്ച്",
      description: "ഞങ്ങളുടെ കഥ, ഞങ്ങൾ വിലമതിക്കുന്നവ (അഭിനിവേശം, ഗുണമേന്മ, സമൂഹം), ഞങ്ങളുടെ സ്ഥാപകരുടെ ഒരു വാക്ക്.",
    },
    terms: {
      title: "നിബന്ധനകളും വ്യവസ്ഥകളും",
      description: "ഞങ്ങളിൽനിന്ന് വാങ്ങുന്നതിന്റെ നിബന്ധനകൾ: ഉൽപ്പന്നങ്ങൾ, വിലകൾ, ഓർഡറുകൾ, നിങ്ങളുടെ അക്കൗണ്ട്.",
    },
    privacy: {
      title: "സ്വകാര്യതാ നയം",
      description: "ഞങ്ങൾ ശേഖരിക്കുന്ന വിവരങ്ങൾ, അവ ഉപയോഗിക്കുന്ന വിധം, നിങ്ങളുടെ അവകാശങ്ങൾ, ഞങ്ങളെ ബന്ധപ്പെടേണ്ട വിധം.",
    },
    returns: {
      title: "റിട്ടേൺ നയം",
      description: "അൺബോക്സിംഗ് വീഡിയോയോടെ തിരികെ നൽകലും മാറ്റിയെടുക്കലും; അംഗീകരിച്ച് 2 പ്രവൃത്തി ദിവസത്തിനകം പണം തിരികെ.",
    },
    myOrders: "എന്റെ ഓർഡറുകൾ",
    cart: "കാർട്ട്",
    wishlist: "എന്റെ വിഷ്‌ലിസ്റ്റ്",
    settings: "ക്രമീകരണങ്ങൾ",
    allColours: "എല്ലാ നിറങ്ങളും",
    signIn: "സൈൻ ഇൻ",
    authError: "സൈൻ ഇൻ പിശക്",
    noLongerAvailable: "ഇപ്പോൾ ലഭ്യമല്ല",
    productNotFound: "ആഭരണം കണ്ടെത്തിയില്ല",
    categoryNotFound: "വിഭാഗം കണ്ടെത്തിയില്ല",
    subcategoryNotFound: "ഉപവിഭാഗം കണ്ടെത്തിയില്ല",
    pageNotFound: "പേജ് കണ്ടെത്തിയില്ല",
    subcategoryDescription: (subcategory, shop) =>
      `${subcategory}: ${shop}, തിരുവനന്തപുരത്തുനിന്ന് തിരഞ്ഞെടുത്ത, മിതമായ വിലയിലുള്ള ആഭരണങ്ങൾ.`,
  },
  hi: {
    shopDescription: "हर दिन और हर मौके के लिए किफ़ायती, चुनिंदा गहने, तिरुवनंतपुरम, केरल से। दुकान से मुफ़्त पिकअप।",
    products: {
      title: "सभी गहने",
      description: "दुकान का हर गहना: झुमके, हार, चूड़ियाँ, दुल्हन के सेट और भी बहुत कुछ, श्रेणी और कीमत के अनुसार।",
    },
    about: {
      title: "हमारे बारे में",
      description: "हमारी कहानी, हमारे मूल्य (लगन, गुणवत्ता, समुदाय) और हमारे संस्थापक की बात।",
    },
    terms: {
      title: "नियम और शर्तें",
      description: "हमसे ख़रीदारी की शर्तें: उत्पाद, कीमतें, ऑर्डर और आपका खाता।",
    },
    privacy: {
      title: "गोपनीयता नीति",
      description: "हम कौन-सा डेटा लेते हैं, उसका उपयोग कैसे करते हैं, आपके अधिकार, और हमसे संपर्क कैसे करें।",
    },
    returns: {
      title: "वापसी नीति",
      description: "अनबॉक्सिंग वीडियो के साथ वापसी और बदली; मंज़ूरी के 2 कार्यदिवसों में धनवापसी।",
    },
    myOrders: "मेरे ऑर्डर",
    cart: "कार्ट",
    wishlist: "मेरी विशलिस्ट",
    settings: "सेटिंग्स",
    allColours: "सभी रंग",
    signIn: "साइन इन",
    authError: "साइन इन में गड़बड़ी",
    noLongerAvailable: "अब उपलब्ध नहीं",
    productNotFound: "गहना नहीं मिला",
    categoryNotFound: "श्रेणी नहीं मिली",
    subcategoryNotFound: "उप-श्रेणी नहीं मिली",
    pageNotFound: "पेज नहीं मिला",
    subcategoryDescription: (subcategory, shop) => `${subcategory}: ${shop}, तिरुवनंतपुरम से चुनिंदा, किफ़ायती गहने।`,
  },
};
