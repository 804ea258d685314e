import { describe, expect, it } from "vitest";
import { chaperoneInviteMail } from "./mails";

const site = { name: "Ulfa", contactEmail: "support@ulfa.example" };

describe("the chaperone's invitation", () => {
  it("speaks of a woman in the feminine and of a man in the masculine, in Arabic", () => {
    const hers = chaperoneInviteMail(site, "aunt@example.test", "ليلى", "female", "https://ulfa.example/chaperone/x", "ar");
    expect(hers.subject).toContain("طلبت منك ليلى أن تكون وليًّا لها");
    expect(hers.text).toContain("تشاركها معك");
    expect(hers.text).not.toContain("وليًّا (مرافقًا) له ");
    const his = chaperoneInviteMail(site, "uncle@example.test", "عمر", "male", "https://ulfa.example/chaperone/x", "ar");
    expect(his.subject).toContain("طلب منك عمر أن تكون وليًّا له");
    expect(his.text).toContain("يشاركها معك");
  });
});
