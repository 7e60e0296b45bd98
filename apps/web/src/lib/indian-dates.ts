// How the shop writes dates: Indian style, on India's clock (the shop's, wherever the phone or browser thinks it is).

const dateTime = new Intl.DateTimeFormat("en-IN", {
  day: "numeric",
  month: "short",
  year: "numeric",
  hour: "numeric",
  minute: "2-digit",
  timeZone: "Asia/Kolkata",
});
const dateOnly = new Intl.DateTimeFormat("en-IN", {
  day: "numeric",
  month: "short",
  year: "numeric",
  timeZone: "Asia/Kolkata",
});
const longDate = new Intl.DateTimeFormat("en-IN", {
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: "Asia/Kolkata",
});

/** "23 Nov 2026, 4:05 pm" */
export const indianDateTime = (iso: string) => dateTime.format(new Date(iso));

/** "23 Nov 2026" */
export const indianDate = (iso: string) => dateOnly.format(new Date(iso));

/** "23 November 2026" */
export const indianLongDate = (iso: string) => longDate.format(new Date(iso));
