-- The side a judgement's rule favours, as its author states it (issue 15): the starter corpus
-- fills it when it is seeded at start; imported judgements keep null.
ALTER TABLE "judgements" ADD COLUMN "favour" jsonb;