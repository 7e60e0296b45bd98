// The order number as a Code 128 barcode (what a hand-held scanner reads) and a QR code (what a phone's camera reads),
// made by bwip-js as black-and-white PNGs at print resolution for the paper to place.
import bwipjs from "bwip-js/node";

export interface OrderCodes {
  barcode: Buffer;
  qr: Buffer;
}

export async function orderCodes(orderNumber: string): Promise<OrderCodes> {
  const [barcode, qr] = await Promise.all([
    bwipjs.toBuffer({ bcid: "code128", text: orderNumber, scale: 4, height: 12, includetext: false }),
    bwipjs.toBuffer({ bcid: "qrcode", text: orderNumber, scale: 6 }),
  ]);
  return { barcode, qr };
}
