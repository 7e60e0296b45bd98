// 'Pay by UPI': the shop's upi://pay link for what is still owed, as a QR code to scan with any UPI app (from a
// computer, or another phone) and as a link that opens the UPI app on this phone. Its own chunk: only an order
// with something to pay loads the QR encoder.
import { QRCodeSVG } from "qrcode.react";
import { primaryButton } from "../../components/ui/button-styles";
import { Message, useMessages } from "../../lib/messages";

export function UpiPayment({ url, amount, orderNumber }: { url: string; amount: string; orderNumber: string }) {
  const t = useMessages();
  const label = t("shopping.upiQrLabel", { amount, number: orderNumber });
  return (
    <div className="flex flex-col items-center gap-4 text-center">
      <p>
        <Message
          id="shopping.amountToPay"
          values={{ amount }}
          components={{ 0: <span className="block font-display text-3xl font-semibold" /> }}
        />
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
      <p className="text-sm text-muted">{t("shopping.scanWithUpi")}</p>
      <a href={url} className={`${primaryButton} w-full`}>
        {t("shopping.payWithUpiApp")}
      </a>
      <p className="text-xs text-muted">{t("shopping.upiAppNote")}</p>
    </div>
  );
}
