// /owner/alerts, "Alerts on this phone" (decision 056): with the desk closed, her phone tells her of a new order, an
// order about to expire and a piece running out. She turns alerts on here (the browser asks for permission, the
// phone is subscribed with the shop's key and saved), sees every device she has them on, and removes one. A browser
// that cannot take push, or a shop without push keys, is said plainly instead of a button that cannot work.
import type { PushDevice } from "@mayil/core/alerts/web-push-schemas";
import { BellOff, BellRing, Smartphone } from "lucide-react";
import { useState } from "react";
import { DeskError } from "../../../components/desk/desk-error";
import { DeskPanel } from "../../../components/desk/desk-panel";
import { primaryButton, secondaryButton } from "../../../components/ui/button-styles";
import { Spinner } from "../../../components/ui/spinner";
import { ApiError } from "../../../lib/api-client";
import { useDeskDates } from "../../../lib/desk/desk-format";
import { type DeskSay, useDeskMessages } from "../../../lib/desk/desk-messages";
import { usePageTitle } from "../../../lib/use-page-title";
import { PushProblem, pushUnsupportedReason } from "./this-device";
import {
  usePushDevices,
  usePushKey,
  useRemoveDevice,
  useThisDeviceEndpoint,
  useTurnOnThisDevice,
} from "./use-push-devices";

const problemOf = (error: unknown, t: DeskSay) =>
  error instanceof PushProblem
    ? t(error.id)
    : error instanceof ApiError
      ? error.message
      : t("desk.alerts.couldNotTurnOn");

export function AlertsPage() {
  const t = useDeskMessages();
  usePageTitle(t("desk.titleOf", { page: t("desk.place.alerts") }));
  const [unsupported] = useState(pushUnsupportedReason);
  const key = usePushKey();
  const devices = usePushDevices();
  const turnOn = useTurnOnThisDevice();
  const here = useThisDeviceEndpoint(!unsupported).data ?? null;
  const onHere = devices.data?.some((device) => device.endpoint === here) ?? false;
  return (
    <section aria-labelledby="alerts-title" className="max-w-3xl" data-testid="push-alerts">
      <h1 id="alerts-title" className="font-display text-3xl font-semibold sm:text-4xl">
        {t("desk.alerts.title")}
      </h1>
      <p className="mt-2 text-muted">{t("desk.alerts.about")}</p>

      <div className="mt-6 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-line sm:p-6" data-testid="this-device">
        {unsupported ? (
          <Notice icon="off">{t(unsupported)}</Notice>
        ) : key.isPending ? (
          <Spinner />
        ) : key.isError ? (
          <DeskError error={key.error} retry={() => void key.refetch()} />
        ) : !key.data.public_key ? (
          <Notice icon="off">{key.data.off_reason ?? t("desk.alerts.offOnShop")}</Notice>
        ) : onHere ? (
          <Notice icon="on">{t("desk.alerts.onHere")}</Notice>
        ) : (
          <div>
            <p className="font-medium">{t("desk.alerts.offHere")}</p>
            <p className="mt-1 text-sm text-muted">{t("desk.alerts.browserWillAsk")}</p>
            <button
              type="button"
              className={`${primaryButton} mt-4`}
              disabled={turnOn.isPending}
              onClick={() => key.data.public_key && turnOn.mutate(key.data.public_key)}
            >
              <BellRing className="size-4" aria-hidden />
              {turnOn.isPending ? t("desk.alerts.turningOn") : t("desk.alerts.turnOn")}
            </button>
            {turnOn.isError && (
              <p role="alert" className="mt-3 text-sm text-red-800">
                {problemOf(turnOn.error, t)}
              </p>
            )}
          </div>
        )}
      </div>

      <DeskPanel title={t("desk.alerts.devices")} className="mt-6">
        {devices.isPending ? (
          <Spinner />
        ) : devices.isError ? (
          <DeskError error={devices.error} retry={() => void devices.refetch()} />
        ) : devices.data.length === 0 ? (
          <p className="mt-3 text-muted">{t("desk.alerts.noDevices")}</p>
        ) : (
          <ul className="mt-3 divide-y divide-line" data-testid="push-devices">
            {devices.data.map((device) => (
              <DeviceRow key={device.id} device={device} here={device.endpoint === here} />
            ))}
          </ul>
        )}
      </DeskPanel>
    </section>
  );
}

function DeviceRow({ device, here }: { device: PushDevice; here: boolean }) {
  const remove = useRemoveDevice();
  const t = useDeskMessages();
  const { dateTime } = useDeskDates();
  return (
    <li className="flex flex-wrap items-start justify-between gap-3 py-3" data-testid="push-device">
      <div className="flex min-w-0 gap-3">
        <Smartphone className="mt-0.5 size-5 shrink-0 text-peacock" aria-hidden />
        <div className="min-w-0">
          <p className="font-medium">
            {device.device_name}
            {here && (
              <span className="ml-2 rounded-full bg-sand px-2 py-0.5 text-xs text-ink">
                {t("desk.alerts.thisPhone")}
              </span>
            )}
          </p>
          <p className="text-sm text-muted">
            {t("desk.alerts.added", { when: dateTime(device.created_at) })} ·{" "}
            {device.last_sent_at
              ? t("desk.alerts.lastAlerted", { when: dateTime(device.last_sent_at) })
              : t("desk.alerts.notAlertedYet")}
          </p>
          {device.last_failure && <p className="text-sm text-red-800">{device.last_failure}</p>}
          {remove.isError && (
            <p role="alert" className="text-sm text-red-800">
              {problemOf(remove.error, t)}
            </p>
          )}
        </div>
      </div>
      <button
        type="button"
        className={`${secondaryButton} px-4 py-2`}
        disabled={remove.isPending}
        aria-label={t("desk.alerts.remove.label", { name: device.device_name, when: dateTime(device.created_at) })}
        onClick={() => remove.mutate({ id: device.id, here })}
      >
        {t("desk.alerts.remove")}
      </button>
    </li>
  );
}

function Notice({ icon, children }: { icon: "on" | "off"; children: string }) {
  const Icon = icon === "on" ? BellRing : BellOff;
  return (
    <p className="flex gap-3" data-testid="push-status">
      <Icon className={`mt-0.5 size-5 shrink-0 ${icon === "on" ? "text-peacock" : "text-muted"}`} aria-hidden />
      <span>{children}</span>
    </p>
  );
}
