-- Skills read from a resume are named as the resume writes them, with the vocabulary's entry beside
-- them ({ name, canonical, category, evidence }). Rows read before kept only { skill, evidence },
-- where the skill was the vocabulary's name: it becomes both name and canonical (category unknown).
UPDATE "resume_sessions"
SET "skill_evidence" = (
  SELECT coalesce(jsonb_agg(
    CASE WHEN e ? 'skill'
      THEN (e - 'skill') || jsonb_build_object('name', e->'skill', 'canonical', e->'skill', 'category', null)
      ELSE e
    END ORDER BY n), '[]'::jsonb)
  FROM jsonb_array_elements("skill_evidence") WITH ORDINALITY AS t(e, n)
)
WHERE "skill_evidence" IS NOT NULL AND jsonb_typeof("skill_evidence") = 'array';
