/** The few parts of Stripe.js the checkout uses (loaded from js.stripe.com only when keys are set). */
export interface StripeElement {
  mount(el: HTMLElement): void;
  destroy(): void;
}
export interface StripeElements {
  create(type: "payment"): StripeElement;
}
export interface StripeJs {
  elements(options: { clientSecret: string; locale?: string }): StripeElements;
  confirmPayment(options: {
    elements: StripeElements;
    redirect: "if_required";
    confirmParams: { return_url: string };
  }): Promise<{ error?: { message?: string }; paymentIntent?: { id: string; status: string } }>;
}

declare global {
  interface Window {
    Stripe?: (publishableKey: string) => StripeJs;
  }
}

const STRIPE_JS_URL = "https://js.stripe.com/v3/";
let loading: Promise<NonNullable<Window["Stripe"]>> | null = null;

/** Adds the Stripe.js script once. Never called in test mode, so tests never reach the internet. */
export function loadStripeJs(publishableKey: string): Promise<StripeJs> {
  loading ??= new Promise((resolve, reject) => {
    if (window.Stripe) return resolve(window.Stripe);
    const script = document.createElement("script");
    script.src = STRIPE_JS_URL;
    script.async = true;
    script.onload = () => (window.Stripe ? resolve(window.Stripe) : reject(new Error("Stripe.js did not load")));
    script.onerror = () => {
      loading = null;
      reject(new Error("Stripe.js did not load"));
    };
    document.head.appendChild(script);
  });
  return loading.then((factory) => factory(publishableKey));
}
