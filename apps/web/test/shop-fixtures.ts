// Records as the API hands them out (each type is the contract's, and the stand-in checks every response against its
// schema), with the shop's own kind of pieces and people: each test changes only what it is about.
import type { Address, User } from "@mayil/core/account/account-schemas";
import type { Product } from "@mayil/core/catalogue/catalogue-schemas";
import type { OwnerOrder } from "@mayil/core/orders/owner-schemas";
import type { ShopInfo } from "@mayil/core/shop/shop-schemas";
import type { CartLine, Order } from "@mayil/core/shopping/shopping-schemas";

const when = "2026-03-14T10:30:00.000Z";

export const shopInfo: ShopInfo = {
  name: "Mayil Jewels",
  email: "hello@mayil.test",
  phone: "+919847012345",
  whatsapp_number: "919847012345",
  address: "12 Temple Road, Thiruvananthapuram, Kerala 695001",
  delivery_fee: "49.00",
  pickup_locations: ["Mayil Jewels, Temple Road", "East Fort bus stand"],
  max_units_per_item: 10,
  max_order_lines: 50,
  seller: {
    legal_name: "Mayil Jewels",
    address: "12 Temple Road, Thiruvananthapuram, Kerala 695001",
    grievance_officer: { name: "Meera Nair", email: "grievance@mayil.test", phone: "+919847012345" },
    return_window_days: 7,
  },
};

export function product(overrides: Partial<Product> = {}): Product {
  const stock = overrides.stock ?? overrides.quantity ?? 12;
  return {
    id: 7,
    name: "Temple Jhumka",
    slug: "temple-jhumka",
    price: "1299.00",
    description: "Gold-plated jhumkas with temple work.",
    quantity: stock,
    stock,
    image: null,
    images: [],
    videos: [],
    category_id: 1,
    subcategory_id: null,
    has_variants: false,
    variants: [],
    color_name: null,
    color_code: null,
    created_at: when,
    ...overrides,
  };
}

/** A line of the cart: `quantity` of a piece with `stock` left. */
export function cartLine({ quantity = 1, stock = 12, ...piece }: Partial<Product> & { quantity?: number }): CartLine {
  const products = product({ ...piece, stock, quantity: stock });
  return {
    id: products.id,
    quantity,
    created_at: when,
    product_id: products.id,
    variant_id: null,
    variant: null,
    unit_price: products.price,
    stock,
    can_order: Math.min(stock, 10),
    products,
  };
}

export const shopper: User = {
  id: 41,
  name: "Anjali Menon",
  email: "anjali@example.in",
  phone: "+919847054321",
  avatar_url: null,
  role: "shopper",
};

export function address(overrides: Partial<Address> = {}): Address {
  return {
    id: 3,
    name: "Anjali Menon",
    phone: "+919847054321",
    address: "TC 14/203, Vellayambalam",
    pincode: "695010",
    city: "Thiruvananthapuram",
    state: "Kerala",
    is_default: true,
    created_at: when,
    ...overrides,
  };
}

/** The order as the shopper's checkout gets it back. */
export function placedOrder(overrides: Partial<Order> = {}): Order {
  return {
    id: 101,
    order_number: "MJ-000101",
    status: "placed",
    created_at: when,
    customer_name: "Anjali Menon",
    customer_phone: "+919847054321",
    customer_email: null,
    delivery_method: "delivery",
    customer_address: "TC 14/203, Vellayambalam",
    customer_city: "Thiruvananthapuram",
    customer_state: "Kerala",
    customer_pincode: "695010",
    pickup_location: null,
    special_instructions: null,
    items: [
      {
        product_id: 7,
        variant_id: null,
        name: "Temple Jhumka",
        color_name: null,
        unit_price: "1299.00",
        quantity: 1,
        line_total: "1299.00",
        returned_quantity: 0,
      },
    ],
    subtotal: "1299.00",
    delivery_fee: "49.00",
    payment_choice: "prepaid",
    cod_fee: "0.00",
    discount: "0.00",
    total: "1348.00",
    payment_status: "unpaid",
    amount_paid: "0.00",
    amount_due: "1348.00",
    amount_refunded: "0.00",
    refund_owed: "0.00",
    upi_pay_url: null,
    pay_online: false,
    timeline: [{ status: "placed", reason: "placed", at: when }],
    whatsapp_url: "https://wa.me/919847012345?text=Order%20MJ-000101",
    cancel_reason: null,
    invoices: [],
    shipment: null,
    pickup_code: null,
    language: "en",
    ...overrides,
  };
}

/** An order as the owner's desk sees it: two Temple Jhumkas and a Pearl Drop Stud, nothing paid yet. */
export function ownerOrder(overrides: Partial<OwnerOrder> = {}): OwnerOrder {
  return {
    ...placedOrder(),
    status: "confirmed",
    items: [
      {
        id: 1,
        product_id: 7,
        variant_id: null,
        name: "Temple Jhumka",
        color_name: null,
        color_code: null,
        image: null,
        unit_price: "1299.00",
        quantity: 2,
        line_total: "2598.00",
        returned_quantity: 0,
      },
      {
        id: 2,
        product_id: 9,
        variant_id: null,
        name: "Pearl Drop Studs",
        color_name: null,
        color_code: null,
        image: null,
        unit_price: "450.00",
        quantity: 1,
        line_total: "450.00",
        returned_quantity: 0,
      },
    ],
    subtotal: "3048.00",
    delivery_fee: "49.00",
    discount: "0.00",
    total: "3097.00",
    source: "website",
    language: "en",
    user_id: 41,
    amount_due: "3097.00",
    customer_chat_url: "https://wa.me/919847054321",
    payments: [],
    returns: [],
    refunds: [],
    events: [],
    next_statuses: ["packed", "cancelled"],
    editable: true,
    step_back_to: "placed",
    account_phone: "+919847054321",
    known_phone: null,
    customer: { id: 101, nth_order: 1, returning: false },
    payment_gateway: null,
    payment_links: [],
    cod_confirm_whatsapp_url: null,
    cod_remitted: null,
    ...overrides,
  };
}
