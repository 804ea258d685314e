import pg from "pg";

/** Ten cities; members spread about 0.6 degrees around them, on the ~1 km grid like stored locations. */
const CITIES = {
  lat: [30.04, 24.71, 25.2, 51.5, 40.71, 48.85, 21.49, 33.89, 31.95, 29.37],
  lng: [31.24, 46.68, 55.27, -0.13, -74.01, 2.35, 39.19, 35.5, 35.93, 47.98],
};

export interface Viewer {
  id: number;
  cookie: string;
  heavy: boolean;
  /** Has an age range and strict filters (issue 33): STRICT_FILTERS. */
  filtered: boolean;
}

/**
 * What a third of the ordinary viewers filter on, as dealbreakers: their age range (own age -5/+10)
 * and an intent of marriage or a serious relationship (about 12% of members pass both).
 */
export const STRICT_FILTERS = { intent: { values: ["marriage", "serious"], strict: true } };
/** The filtering third's dealbreaker question: a partner who smokes every day is out. */
export const MANDATORY_ANSWER = { "smoking-self": { c: "no", a: ["no", "sometimes"], i: "mandatory", v: false } };

/**
 * Seeds `members` members the way a real community looks: every city mixes genders, ages and
 * preferences (a hash of the id, not the id's city slot), most have 1-4 photos, `last_active_at`
 * spreads over 30 days, 0.2% are boosted, each member swiped 5 others, and `heavy` of the viewers
 * already swiped their 1,000 nearest eligible members. Members fill the issue 33 traits (faith shown
 * by most, family, education, languages, height, a prompt answer), answer about ten of twelve
 * questions (docs/questions.md) and a third of the other viewers filter strictly (STRICT_FILTERS,
 * and a mandatory answer: MANDATORY_ANSWER). Viewers get real session rows; `sign` turns
 * a session token into the signed cookie the server expects. bigint arithmetic: 300k * 7919
 * does not fit int4.
 */
export async function seedCommunity(
  url: string,
  opts: { members: number; viewers: number; heavy: number; sign: (token: string) => string },
): Promise<{ viewers: Viewer[]; seconds: number }> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const started = performance.now();
  const n = opts.members;
  await client.query(
    `insert into users (username, name, email, age, gender, interested_in, latitude, longitude, interests, core_values,
                        relationship_goals, smoking_habits, drinking_habits, zodiac_sign, email_verified_at, boosted_until,
                        max_distance, photos, profile_photo, last_active_at, created_at,
                        religion, religious_practice, show_faith, marital_history, has_children, wants_children,
                        education_level, languages, height_cm, prompts, answers)
     select 'bench' || i, 'Member ' || i, 'bench' || i || '@example.test',
            18 + (h % 50)::int,
            (array['male','female','female','male','other'])[1 + ((h / 7) % 5)::int],
            (array['female','male','both','both','male','female'])[1 + ((h / 131) % 6)::int],
            round((c.lat + (random() - 0.5) * 1.2)::numeric, 2)::float8 + 0.005,
            round((c.lng + (random() - 0.5) * 1.2)::numeric, 2)::float8 + 0.005,
            jsonb_build_array((array['Travel','Music','Art','Sports','Cooking','Reading','Movies','Gaming'])[1 + (h % 8)::int],
                              (array['Nature','Fitness','Dancing','Writing','Technology','Photography'])[1 + (h % 6)::int]),
            jsonb_build_array((array['Honesty','Family','Ambition','Kindness','Humor'])[1 + (h % 5)::int]),
            (array['casual','serious','marriage','friendship','figuring_out'])[1 + (h % 5)::int],
            (array['never','socially','regularly','trying_to_quit'])[1 + (h % 4)::int],
            (array['never','occasionally','socially','regularly'])[1 + (h % 4)::int],
            (array['aries','taurus','gemini','cancer','leo','virgo','libra','scorpio','sagittarius','capricorn','aquarius','pisces'])[1 + (h % 12)::int],
            now(),
            case when i % 500 = 0 then now() + interval '30 minutes' end,
            50,
            p.photos, p.photos->>0,
            now() - ((h % 43200)::int * interval '1 minute'),
            now() - interval '60 days',
            (array['islam','islam','islam','christianity','none','other','prefer_not_to_say'])[1 + ((h / 11) % 7)::int],
            (array['very','moderately','moderately','not_practising'])[1 + ((h / 13) % 4)::int],
            (h / 17) % 10 < 7,
            (array['never_married','never_married','never_married','divorced','widowed'])[1 + ((h / 19) % 5)::int],
            (array['no','no','yes'])[1 + ((h / 23) % 3)::int],
            (array['yes','yes','open','not_sure','no'])[1 + ((h / 29) % 5)::int],
            (array['high_school','vocational','bachelors','bachelors','masters','doctorate'])[1 + ((h / 37) % 6)::int],
            jsonb_build_array('ar', (array['en','fr','tr','ur','de'])[1 + ((h / 41) % 5)::int]),
            150 + ((h / 43) % 45)::int,
            jsonb_build_array(jsonb_build_object('promptId', 'perfect_weekend', 'answer', 'Coffee with friends and a long walk')),
            (select jsonb_object_agg(q.id, jsonb_build_object(
                      'c', q.choices[1 + ((h / q.salt) % array_length(q.choices, 1))::int],
                      'a', jsonb_build_array(q.choices[1 + ((h / q.salt) % array_length(q.choices, 1))::int],
                                             q.choices[1 + ((h / (q.salt + 2)) % array_length(q.choices, 1))::int]),
                      'i', (array['irrelevant','little','somewhat','very'])[1 + ((h / (q.salt + 4)) % 4)::int],
                      'v', (h / q.salt) % 2 = 0))
             from (values ('want-children', array['soon','later','no','unsure'], 53), ('smoking-self', array['no','no','sometimes','yes'], 59),
                          ('money-style', array['saver','balanced','spender'], 61), ('prayer', array['all','most','sometimes','rarely'], 67),
                          ('travel', array['often','yearly','rarely'], 71), ('housework', array['equal','mostly-wife','mostly-husband','help'], 73),
                          ('live-with-parents', array['yes','for-a-while','no'], 79), ('alcohol', array['never','never','socially','often'], 83),
                          ('conflict-style', array['at-once','need-time'], 89), ('wife-works', array['strongly_agree','agree','disagree','strongly_disagree'], 97),
                          ('marriage-when', array['within-year','one-three','no-rush'], 101), ('pets', array['yes','no','unsure'], 103))
                  as q(id, choices, salt)
             where (h / q.salt) % 5 <> 0)
     from generate_series(1, $1::int) as i
     cross join lateral (select (i::bigint * 2654435761) % 4294967296 as h) hh
     cross join lateral (select $2::float8[] as lats, $3::float8[] as lngs) cc
     cross join lateral (select lats[1 + i % 10] as lat, lngs[1 + i % 10] as lng) c
     cross join lateral (select coalesce(jsonb_agg('/photos/bench-' || i || '-' || k || '.webp'), '[]'::jsonb) as photos
                         from generate_series(1, (h % 5)::int) k) p`,
    [n, CITIES.lat, CITIES.lng],
  );
  await client.query(
    `insert into swipes (from_user_id, to_user_id, is_like)
     select u, 1 + ((u::bigint * 31 + k * 977) % $1)::int, k % 2 = 0
     from generate_series(1, $1::int) as u, generate_series(1, 5) as k
     where 1 + ((u::bigint * 31 + k * 977) % $1)::int <> u
     on conflict do nothing`,
    [n],
  );
  await client.query(`insert into blocks (blocker_id, blocked_id) select i, i + 1 from generate_series(1, $1::int - 1, 97) as i`, [n]);
  const ids = Array.from({ length: opts.viewers }, (_, i) => 1 + ((i * 48271 + 12345) % n));
  const heavyIds = ids.slice(0, opts.heavy);
  const filteredIds = ids.filter((_, i) => i >= opts.heavy && i % 3 === 2);
  await client.query(
    `update users set age_min = greatest(18, age - 5), age_max = least(99, age + 10), discover_filters = $2::jsonb where id = any($1::int[])`,
    [filteredIds, JSON.stringify(STRICT_FILTERS)],
  );
  // The same third also has a mandatory answer: a deck filter on the other members' answers (questions/deck-filter.ts).
  await client.query(`update users set answers = answers || $2::jsonb where id = any($1::int[])`, [filteredIds, JSON.stringify(MANDATORY_ANSWER)]);
  // Heavy swipers: the 1,000 nearest members their deck would show, already swiped.
  await client.query(
    `insert into swipes (from_user_id, to_user_id, is_like)
     select v.id, near.id, false
     from users v
     cross join lateral (
       select u.id from users u
       where u.id <> v.id and u.email_verified_at is not null and u.deactivated_at is null and u.suspended_at is null
         and (case when v.gender = 'other' then u.interested_in = 'both' else u.interested_in in ('both', v.gender) end)
         and (v.interested_in = 'both' or u.gender = v.interested_in)
       order by point(u.longitude, u.latitude) <-> point(v.longitude, v.latitude)
       limit 1000) near
     where v.id = any($1::int[])
     on conflict do nothing`,
    [heavyIds],
  );
  await client.query(
    `insert into sessions (id, user_id, expires_at)
     select encode(sha256(convert_to('bench-token-' || id, 'UTF8')), 'hex'), id, now() + interval '30 days'
     from unnest($1::int[]) as id on conflict do nothing`,
    [ids],
  );
  // vacuum sets the visibility map and statistics (autovacuum does in production).
  await client.query("vacuum analyze");
  await client.end();
  return {
    viewers: ids.map((id, i) => ({ id, cookie: `ulfa_session=${opts.sign(`bench-token-${id}`)}`, heavy: i < opts.heavy, filtered: filteredIds.includes(id) })),
    seconds: (performance.now() - started) / 1000,
  };
}
