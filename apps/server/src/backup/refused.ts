/** An operating command said no for a reason the operator can act on (printed as is, exit status 1). */
export class Refused extends Error {}
