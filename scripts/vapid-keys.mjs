// npm run vapid-keys: prints a new VAPID key pair for Web Push (decision 056), as the two lines to put in the shop's
// environment file. Make it once per shop and keep it: the owner's devices are subscribed with the public key, and a
// new pair means turning alerts on again on each of them.
import webPush from "web-push";

const { publicKey, privateKey } = webPush.generateVAPIDKeys();
process.stdout.write(`VAPID_PUBLIC_KEY=${publicKey}\nVAPID_PRIVATE_KEY=${privateKey}\n`);
