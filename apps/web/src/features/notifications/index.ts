/** What other features use of notifications: the settings rows (profile settings) and forgetting this device's push subscription (log out). */
export { unsubscribeDevice } from "./push-device";
export { EmailDigestSwitch } from "./EmailDigestSwitch";
export { PushSettings } from "./PushSettings";
