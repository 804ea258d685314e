/**
 * README.txt of the data export, naming the operator's site (its English name) and contact
 * address. Plain English: the export is a legal document more than a UI.
 */
export const readme = (site: string, contactEmail: string) => `Your ${site} data
${"=".repeat(`Your ${site} data`.length)}

This archive holds the personal data ${site} keeps about your account, as of the
"exportedAt" time in profile.json. Dates are in UTC (ISO 8601).

profile.json       Your account and profile: name, username, e-mail, age, gender,
                   bio, location text, approximate (grid-snapped, about 1 km)
                   coordinates, interests, enhanced profile (occupation,
                   education, zodiac sign, height, goals, habits, core values),
                   discovery and map settings, privacy switches ("privacy":
                   showAge, showDistance, showOnlineStatus...), premium status,
                   super like and boost balances, and account dates.
                   Your password is never exported (we only keep a one-way hash).
photos/            Your profile photos as we store them (re-encoded, location
                   data removed).
prompts/           The voice answers you recorded for your prompts; profile.json
                   lists each prompt's written answer and, under "voice", the
                   file's name and length in milliseconds.
likes-given.json   Every profile you swiped on: their member id and name, whether
                   you liked, passed or super liked, and when.
matches.json       Your current matches: the other member's id and name, and
                   when you matched.
messages.json      Your conversations, per match. "sender" is "me" for messages
                   you sent and "them" for messages you received; "kind" is
                   text, photo or voice; "reactions" says who reacted with
                   which emoji; "replyTo" is the id of the message answered;
                   "removedAt" marks a message its sender unsent; "flagged"
                   is true when the message matched our insult lists and was
                   sent after "Are you sure?". "file" is
                   the photo or voice note you sent, in chat/ (null for what
                   the other member sent: their files are not exported).
chat/              The photos (re-encoded, location data removed) and voice
                   notes you sent in conversations.
verification.json  Your selfie verification requests and their outcome
                   (verification/ holds the selfies if they are still stored).
photo-checks.json  What the automatic nudity check decided on each photo you
                   added: allowed or refused, the explicit-content score
                   (0 to 1), the model's class and when. Refused photos were
                   never stored.
payments.json      Your billing history: every payment you made or tried, with
                   item, quantity, amount, currency, status, date and the
                   provider's reference.
                   Card details are held by the payment provider, never by ${site}.
blocks.json        Members you blocked: their member id and name, and when.
reports.json       Reports you filed: the reported member's id and name, the
                   reason and details you gave, the report's status (open,
                   dismissed or actioned) and when you filed it.
notification-settings.json
                   Your notification choices: "emailDigest" is true when you
                   receive the daily e-mail about unread messages; the "push..."
                   switches say which notifications reach your devices, with
                   your quiet hours and time zone; "pushDevices" lists the
                   browsers you turned notifications on in (their push service
                   and when).
privacy.json       Your snooze, your hidden words, the chaperones you invited
                   (their e-mail, the conversations they may read and when they
                   looked) and the dates you shared (when, where, until when
                   the link works).

Other members appear only by the id and name you saw in the app; their e-mail
addresses, locations and photos are not part of your export.

Questions or corrections: ${contactEmail}
`;
