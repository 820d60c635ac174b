/** The texts of Simmer's e-mails. */
import type { MailMessage } from "./mailer.server";

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function layout(greeting: string, paragraphs: string[], link: { href: string; label: string }, footer: string): string {
  return `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#2b2017;max-width:560px;margin:auto;padding:24px">
<h1 style="font-family:Georgia,serif;color:#c2410c">Simmer</h1>
<p>${escape(greeting)}</p>
${paragraphs.map((p) => `<p>${escape(p)}</p>`).join("\n")}
<p><a href="${escape(link.href)}" style="display:inline-block;background:#c2410c;color:#fff;padding:12px 20px;border-radius:10px;text-decoration:none;font-weight:600">${escape(link.label)}</a></p>
<p style="font-size:13px;color:#5e4630">${escape(footer)}<br>${escape(link.href)}</p>
</body></html>`;
}

export function passwordResetMail(to: string, name: string, link: string, minutes: number): MailMessage {
  const greeting = `Hello ${name},`;
  const body = [
    "Someone (hopefully you) asked to reset the password of your Simmer account.",
    `The link below works once and expires in ${minutes} minutes. If you did not ask for this, you can ignore this e-mail; your password stays the same.`,
  ];
  return {
    to,
    subject: "Reset your Simmer password",
    text: [greeting, "", ...body, "", `Reset your password: ${link}`].join("\n"),
    html: layout(
      greeting,
      body,
      { href: link, label: "Choose a new password" },
      "If the button does not work, open this address:",
    ),
  };
}

export function verifyEmailChangeMail(to: string, name: string, link: string): MailMessage {
  const greeting = `Hello ${name},`;
  const body = [
    "Please confirm that this e-mail address belongs to your Simmer account (after changing it in Settings, or to open the admin area).",
    "If you did not ask for this, ignore this e-mail.",
  ];
  return {
    to,
    subject: "Confirm your e-mail address",
    text: [greeting, "", ...body, "", `Confirm: ${link}`].join("\n"),
    html: layout(
      greeting,
      body,
      { href: link, label: "Confirm e-mail address" },
      "If the button does not work, open this address:",
    ),
  };
}

export function householdInviteMail(
  to: string,
  ownerName: string,
  householdName: string,
  link: string,
  days: number,
): MailMessage {
  const greeting = "Hello,";
  const body = [
    `${ownerName} invites you to join “${householdName}” on Simmer: one meal plan and one shopping list for the people who cook together.`,
    `The link below works once and expires in ${days} days. If you do not know ${ownerName}, you can ignore this e-mail.`,
  ];
  return {
    to,
    subject: `${ownerName} invites you to their Simmer household`,
    text: [greeting, "", ...body, "", `Join the household: ${link}`].join("\n"),
    html: layout(greeting, body, { href: link, label: "Join the household" }, "If the button does not work, open this address:"),
  };
}

/**
 * To a recipe's author when an admin hides it (decision 050): which recipe, that others no longer
 * see it, the admin's note as the reason (the rules' default when they left none), and its page,
 * where the same note stays.
 */
export function recipeHiddenMail(to: string, name: string, title: string, reason: string, link: string): MailMessage {
  const greeting = `Hello ${name},`;
  const body = [
    `The people who run this Simmer site have taken your recipe “${title}” off the public. It is no longer shown to others; you still have it, and can open and edit it as before.`,
    `The reason they gave: ${reason}`,
  ];
  return {
    to,
    subject: `Your recipe “${title}” is no longer shared`,
    text: [greeting, "", ...body, "", `Open the recipe: ${link}`].join("\n"),
    html: layout(greeting, body, { href: link, label: "Open the recipe" }, "If the button does not work, open this address:"),
  };
}
