// Finds what each public page is about (product, category, subcategory, the shop's own pages) for its meta tags,
// and every address the sitemap lists.

import { recordIdOf } from "@mayil/core/api/record-id";
import { catalogueApiPaths, defaultCategoryListOptions } from "@mayil/core/catalogue/catalogue-api-paths";
import type { Category, Product, Subcategory } from "@mayil/core/catalogue/catalogue-schemas";
import { LEAD_IMAGE_SIZES, MEDIA_SIZES, mediaSrcSet } from "@mayil/core/catalogue/media-srcset";
import {
  DEFAULT_LANGUAGE,
  LANGUAGE_TAGS,
  LANGUAGES,
  type Language,
  pathIn,
  type TranslatedLanguage,
} from "@mayil/core/languages/languages";
import { PAGE_WORDS } from "@mayil/core/languages/page-words";
import { pagePaths } from "@mayil/core/storefront/page-paths";
import { Gone, NotFound } from "../../domain-errors";
import type { CatalogueService } from "../catalogue";
import { everyPageData, fixedPage, fixedPagePaths, HERO_BANNER, pageModules } from "./fixed-pages";
import { absoluteUrl, type PageMeta, type PagePreloads, type SiteFacts, shortDescription } from "./page-meta";

/** What /product/{slug} responses: the page, a permanent move to its slug now, or a page saying it is gone. */
export type ProductPage =
  | { kind: "page"; meta: PageMeta }
  | { kind: "moved"; location: string }
  | { kind: "gone"; meta: PageMeta };

export interface ShopContact {
  email: string;
  phone: string;
  address: string;
}

/** The catalogue's reads take a translated language, or nothing for English. */
const catalogueLanguage = (language: Language): TranslatedLanguage | undefined =>
  language === DEFAULT_LANGUAGE ? undefined : (language as TranslatedLanguage);

/** A sitemap holds at most 50,000 addresses, each page once per language; the catalogue's come after the fixed ones. */
const SITEMAP_LIMIT = Math.floor(50_000 / LANGUAGES.length);

export class PageService {
  constructor(
    private readonly catalogue: CatalogueService,
    private readonly site: SiteFacts,
    private readonly contact: ShopContact,
  ) {}

  fixedPage(path: string, language: Language): PageMeta {
    const page = fixedPage(path, language);
    return {
      title: page.title,
      description: page.description,
      path,
      language,
      type: "website",
      image: HERO_BANNER,
      structuredData: path === pagePaths.home.path ? this.storeData(language) : undefined,
      preload: {
        image:
          path === pagePaths.home.path
            ? {
                href: HERO_BANNER,
                srcset: mediaSrcSet(HERO_BANNER, MEDIA_SIZES.banner.width),
                sizes: LEAD_IMAGE_SIZES.heroBanner,
              }
            : undefined,
        data: [...(page.data?.(language) ?? []), ...everyPageData],
        modules: [page.module],
      },
    };
  }

  /**
   * A product by slug, or by id when the path is all digits (the search suggestions' links). A slug it had before a
   * rename is a permanent move to its slug now; an archived product's page says it is gone (410, not indexed).
   */
  async productPage(slugOrId: string, language: Language): Promise<ProductPage | null> {
    // All digits is an id; one beyond PostgreSQL's integer range names no product (and must not reach the SQL).
    const id = /^\d+$/.test(slugOrId) ? recordIdOf(slugOrId) : undefined;
    if (id === null) return null;
    let product: Product | null;
    try {
      // Named and described as the owner wrote them in the page's language, the English where she wrote none.
      product = await this.orNull(() =>
        this.catalogue.getProduct(id ? { id } : { slug: slugOrId }, catalogueLanguage(language)),
      );
    } catch (error) {
      if (error instanceof Gone) return { kind: "gone", meta: this.gonePage(slugOrId, language) };
      throw error;
    }
    if (!product) return null;
    if (id === undefined && product.slug !== slugOrId) {
      return { kind: "moved", location: pathIn(language, pagePaths.product.getHref(product.slug)) };
    }
    return { kind: "page", meta: this.productMeta(product, slugOrId, language) };
  }

  /** An archived piece: the storefront's product page says it is no longer available. */
  private gonePage(slugOrId: string, language: Language): PageMeta {
    return {
      title: PAGE_WORDS[language].noLongerAvailable,
      description: PAGE_WORDS[language].shopDescription,
      path: pagePaths.product.getHref(slugOrId),
      language,
      type: "website",
      noindex: true,
      preload: { data: everyPageData, modules: [pageModules.product] },
    };
  }

  private productMeta(product: Product, slugOrId: string, language: Language): PageMeta {
    return {
      title: product.name,
      description: shortDescription(product.description),
      path: pagePaths.product.getHref(product.slug),
      language,
      image: product.image,
      type: "product",
      structuredData: this.productData(product, language),
      preload: {
        image: product.image
          ? {
              href: product.image,
              srcset: mediaSrcSet(product.image, MEDIA_SIZES.product.width),
              sizes: LEAD_IMAGE_SIZES.productPhoto,
            }
          : undefined,
        data: [
          catalogueApiPaths.product(slugOrId, language),
          catalogueApiPaths.related(product.id, language),
          catalogueApiPaths.categories(language),
          ...everyPageData,
        ],
        modules: [pageModules.product],
      },
    };
  }

  async categoryPage(id: string, language: Language): Promise<PageMeta | null> {
    const categoryId = recordIdOf(id);
    const category = categoryId
      ? await this.orNull(() => this.catalogue.getCategory(categoryId, catalogueLanguage(language)))
      : null;
    if (!category) return null;
    return this.groupPage(category, pagePaths.category.getHref(category.id), category.description, language, {
      image: category.image
        ? {
            href: category.image,
            srcset: mediaSrcSet(category.image, MEDIA_SIZES.category.width),
            sizes: LEAD_IMAGE_SIZES.categoryBanner,
          }
        : undefined,
      data: [
        catalogueApiPaths.categoryProducts(category.id, defaultCategoryListOptions, 1, language),
        ...everyPageData,
      ],
      modules: [pageModules.category],
    });
  }

  async subcategoryPage(slug: string, language: Language): Promise<PageMeta | null> {
    const subcategory = await this.orNull(() => this.catalogue.getSubcategory({ slug }, catalogueLanguage(language)));
    if (!subcategory) return null;
    return this.groupPage(
      subcategory,
      pagePaths.subcategory.getHref(subcategory.slug),
      PAGE_WORDS[language].subcategoryDescription(subcategory.name, this.site.shopName),
      language,
      {
        data: [
          catalogueApiPaths.subcategoryProducts(slug, 1, language),
          catalogueApiPaths.categories(language),
          ...everyPageData,
        ],
        modules: [pageModules.subcategory],
      },
    );
  }

  /**
   * A signed-in shopper's own page (My Orders, one order): only she can see what is on it, so a search engine
   * gets the shell with noindex, and the browser starts on the page's code.
   */
  shopperPage(path: string, title: string, module: string, language: Language): PageMeta {
    return {
      title,
      description: PAGE_WORDS[language].shopDescription,
      path,
      language,
      type: "website",
      noindex: true,
      preload: { data: everyPageData, modules: [module] },
    };
  }

  /**
   * The sign-in page (/sign-in?return=…): rendered by the server like a public page, so Login works before the app's
   * code has run, but kept out of indexes (and robots.txt keeps crawlers off its one copy per page of the shop).
   */
  signInPage(language: Language): PageMeta {
    return {
      title: PAGE_WORDS[language].signIn,
      description: PAGE_WORDS[language].shopDescription,
      path: pagePaths.signIn.path,
      language,
      type: "website",
      noindex: true,
      preload: { data: everyPageData, modules: [pageModules.signIn] },
    };
  }

  /** A page that is the shopper's own or the owner's (cart, settings, the desk): its title, kept out of indexes. */
  privatePage(path: string, title: string, language: Language): PageMeta {
    const description = PAGE_WORDS[language].shopDescription;
    return { title, description, path, language, type: "website", noindex: true };
  }

  /** A page that is not there (its title says what is missing), in the language of the address asked for. */
  notFoundPage(path: string, title: string, language: Language): PageMeta {
    const description = PAGE_WORDS[language].shopDescription;
    return { title, description, path, language, type: "website", noindex: true };
  }

  /** Every page worth indexing, as paths without a language's prefix (the sitemap lists each in every language). */
  async sitemapPaths(): Promise<string[]> {
    const [categories, subcategories] = await Promise.all([
      this.catalogue.listCategories(),
      this.catalogue.listSubcategories(),
    ]);
    const paths = [
      ...fixedPagePaths,
      ...categories.map((c) => pagePaths.category.getHref(c.id)),
      ...subcategories.map((s) => pagePaths.subcategory.getHref(s.slug)),
    ];
    const slugs = await this.catalogue.slugsOnSale(SITEMAP_LIMIT - paths.length);
    paths.push(...slugs.map((slug) => pagePaths.product.getHref(slug)));
    return paths;
  }

  private groupPage(
    group: Category | Subcategory,
    path: string,
    description: string,
    language: Language,
    preload: PagePreloads,
  ): PageMeta {
    return {
      title: group.name,
      description: shortDescription(description),
      path,
      language,
      image: group.image,
      type: "website",
      preload,
    };
  }

  /**
   * schema.org's Product, named and described in the page's language. A Product has no language of its own in
   * schema.org: the page it is the subject of has (mainEntityOfPage's inLanguage).
   */
  private productData(product: Product, language: Language): Record<string, unknown> {
    const url = absoluteUrl(this.site, pathIn(language, pagePaths.product.getHref(product.slug)));
    return {
      "@context": "https://schema.org",
      "@type": "Product",
      mainEntityOfPage: { "@type": "ItemPage", "@id": url, inLanguage: LANGUAGE_TAGS[language] },
      name: product.name,
      description: product.description,
      sku: String(product.id),
      image: product.images.map((image) => absoluteUrl(this.site, image)),
      brand: { "@type": "Brand", name: this.site.shopName },
      ...(product.color_name ? { color: product.color_name } : {}),
      offers: {
        "@type": "Offer",
        url,
        priceCurrency: "INR",
        price: product.price,
        availability: product.quantity > 0 ? "https://schema.org/InStock" : "https://schema.org/OutOfStock",
        itemCondition: "https://schema.org/NewCondition",
        seller: { "@type": "Organization", name: this.site.shopName },
      },
    };
  }

  private storeData(language: Language): Record<string, unknown> {
    const url = absoluteUrl(this.site, pathIn(language, pagePaths.home.path));
    return {
      "@context": "https://schema.org",
      "@type": "JewelryStore",
      mainEntityOfPage: { "@type": "WebPage", "@id": url, inLanguage: LANGUAGE_TAGS[language] },
      name: this.site.shopName,
      url: this.site.publicUrl,
      // The shop speaks to shoppers in each of its languages (decision 084).
      knowsLanguage: LANGUAGES.map((l) => LANGUAGE_TAGS[l]),
      email: this.contact.email,
      telephone: this.contact.phone,
      address: {
        "@type": "PostalAddress",
        addressLocality: "Trivandrum",
        addressRegion: "Kerala",
        addressCountry: "IN",
      },
      priceRange: "₹",
    };
  }

  private async orNull<T>(find: () => Promise<T>): Promise<T | null> {
    try {
      return await find();
    } catch (error) {
      if (error instanceof NotFound) return null;
      throw error;
    }
  }
}
