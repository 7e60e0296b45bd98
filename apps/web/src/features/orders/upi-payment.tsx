// 'Pay by UPI': the shop's upi://pay link for what is still owed, as a QR code to scan with any UPI app (from a
// computer, or another phone) and as a link that opens the UPI app on this phone. Its own chunk: only an order
// with something to pay loads the QR encoder.
import { QRCodeSVG } from "qrcode.react";
import { primaryButton } from "../../components/ui/button-styles";

export function UpiPayment({ url, amount, orderNumber }: { url: string; amount: string; orderNumber: string }) {
  const label = `UPI QR code to pay ${amount} for order ${orderNumber}`;
  return (
    <div className="flex flex-col items-center gap-4 text-center">
      <p>
        Amount to pay <span className="block font-display text-3xl font-semibold">{amount}</span>
      </p>
      {/* Level M and a quiet zone of four modules: what UPI apps' scanners read reliably off a screen. */}
      <QRCodeSVG
        value={url}
        size={200}
        level="M"
        marginSize={4}
        role="img"
        aria-label={label}
        className="rounded-xl ring-1 ring-line"
        data-testid="upi-qr"
      />
      <p className="text-sm text-muted">Scan with GPay, PhonePe, Paytm or any UPI app.</p>
      <a href={url} className={`${primaryButton} w-full`}>
        Pay with a UPI app
      </a>
      <p className="text-xs text-muted">On your phone, this opens your UPI app with the amount and order filled in.</p>
    </div>
  );
}
