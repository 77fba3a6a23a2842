import type { Db } from "../apps/api/src/db/client";
import { places, subjects, topics } from "./vocabulary";

const sqlArray = (words: string[]) => `array[${words.map((w) => `'${w.replaceAll("'", "''")}'`).join(",")}]`;

/**
 * Adds `size` approved courses next to the demo data, spread over the demo providers, 40 subcategories,
 * five languages, the course types and audiences, prices, dates and ratings, then vacuums and analyzes. Titles,
 * keywords and descriptions combine the words of vocabulary.ts. `from` numbers them on from an earlier call
 * (a catalogue grown in steps keeps its slugs unique).
 */
export async function generateCourses(db: Db, size: number, from = 1) {
  await db.execute(
    `insert into courses (provider_id, slug, status, title, description, category_id, subcategory_id, language, types, audience,
       price, capacity, starts_at, ends_at, rating_avg_x100, rating_count, sold_count, published_at, keywords)
     select p.id, 'gen-' || g, 'approved',
       s.subject || ' ' || s.topic || ' — ' || s.place,
       'Курс по ' || s.subject || ': ' || s.topic || ', ' || s.place || '. Подходящ и за ' || s.other || '.',
       sub.parent_id, sub.id,
       (array['bg','bg','bg','en','de'])[1 + g % 5],
       case g % 5 when 0 then array['online','group'] when 1 then array['onsite','group'] when 2 then array['recorded','individual']
         when 3 then array['online','certification'] else array['open','onsite'] end,
       case g % 4 when 0 then array['consumers'] when 1 then array['business'] when 2 then array['kids']
         else array['consumers','individuals'] end,
       4900 + (g * 37 % 150000), 10 + g % 30,
       now() + ((g % 400) - 100) * interval '1 day', now() + ((g % 400) - 90) * interval '1 day',
       300 + g % 200, g % 40, least(g % 70, 10 + g % 30), now() - (g % 500) * interval '1 hour', array[lower(s.subject), lower(s.other)]
     from generate_series(${Number(from)}, ${Number(from) + Number(size) - 1}) g
     cross join lateral (select
       (${sqlArray(subjects)})[1 + g % ${subjects.length}] as subject,
       (${sqlArray(topics)})[1 + (g::bigint * 7919) % ${topics.length}] as topic,
       (${sqlArray(places)})[1 + (g::bigint * 104729) % ${places.length}] as place,
       (${sqlArray(subjects)})[1 + (g::bigint * 31) % ${subjects.length}] as other) s
     cross join lateral (select id from providers order by id offset (g % 7) limit 1) p
     cross join lateral (select id, parent_id from categories where parent_id is not null order by id offset (g % 40) limit 1) sub` as never,
  );
  // as autovacuum leaves a live catalogue: statistics, the visibility map and the GIN index's pending
  // list merged (a bulk load leaves all of it behind, and every search would read that list)
  await db.execute("vacuum analyze courses" as never);
  await db.execute("analyze" as never);
}
