import { afterGrade, afterIDontKnow, afterSkip, band, BANDS, difficultyFor, difficultyLabel, formatRating, INTERVAL_Z, isSettled, PRIOR, ratingMargin, ratingOf, SETTLED_SD, type Estimate } from "@/lib/quiz/rating";

const answer = (e: Estimate, grade: number, difficulty = e.mean) => afterGrade(e, { grade, difficulty });

describe("rating estimator", () => {
  it("stays within 0-100 whatever the grades", () => {
    let low = PRIOR;
    let high = PRIOR;
    for (let i = 0; i < 60; i++) {
      low = answer(low, 0, 0);
      high = answer(high, 10, 100);
    }
    expect(ratingOf(low)).toBeGreaterThanOrEqual(0);
    expect(ratingOf(low)).toBeLessThan(10);
    expect(ratingOf(high)).toBeLessThanOrEqual(100);
    expect(ratingOf(high)).toBeGreaterThan(90);
  });

  it("is monotone in the grade: a better answer never rates lower", () => {
    const start = { mean: 55, sd: 12 };
    const means = Array.from({ length: 11 }, (_, g) => answer(start, g, 55).mean);
    for (let g = 1; g <= 10; g++) expect(means[g]).toBeGreaterThan(means[g - 1]);
    expect(means[0]).toBeLessThan(55);
    expect(means[10]).toBeGreaterThan(55);
  });

  it("a skip costs exactly one point", () => {
    for (const mean of [72.4, 50, 13.6]) {
      const before = { mean, sd: 6 };
      expect(ratingOf(afterSkip(before))).toBe(ratingOf(before) - 1);
    }
    expect(ratingOf(afterSkip({ mean: 0.2, sd: 5 }))).toBe(0);
  });

  it("converges on a steady ability and settles", () => {
    let e = PRIOR;
    expect(isSettled(e)).toBe(false);
    // someone of ability 70 answering questions aimed at their rating, without noise
    for (let i = 0; i < 20; i++) {
      const difficulty = e.mean;
      e = answer(e, Math.round(10 / (1 + Math.exp(-(70 - difficulty) / 10))), difficulty);
    }
    expect(Math.abs(ratingOf(e) - 70)).toBeLessThanOrEqual(4);
    expect(isSettled(e)).toBe(true);
  });

  it("moves less as evidence accumulates", () => {
    const fresh = answer(PRIOR, 10, 50).mean - PRIOR.mean;
    let seasoned: Estimate = { mean: 50, sd: 5 };
    seasoned = answer(seasoned, 10, 50);
    expect(seasoned.mean - 50).toBeLessThan(fresh);
  });

  it("uses SPEC section 9's bands", () => {
    expect([0, 33, 33.5, 65, 66, 100].map(band)).toEqual(["easy", "easy", "medium", "medium", "hard", "hard"]);
  });

  it("defines each band once, as whole-number ranges that band() agrees with", () => {
    for (let d = 0; d <= 100; d++) {
      const b = band(d);
      expect(d).toBeGreaterThanOrEqual(BANDS[b].min);
      expect(d).toBeLessThanOrEqual(BANDS[b].max);
    }
  });
});

describe("the interval shown with a rating", () => {
  it("is the 90% interval, mean ± 1.645 sd in whole points, once the rating has settled", () => {
    expect(INTERVAL_Z).toBeCloseTo(1.645, 3);
    expect(ratingMargin({ mean: 72, sd: 5.5 })).toBe(9);
    expect(ratingMargin({ mean: 72, sd: SETTLED_SD })).toBe(Math.round(1.645 * SETTLED_SD));
    expect(ratingMargin({ mean: 72, sd: 3 })).toBe(5);
  });

  it("is not given while the rating calibrates: calibrating and a missing margin are the same thing", () => {
    for (const e of [PRIOR, { mean: 40, sd: SETTLED_SD + 0.1 }, { mean: 0, sd: 20 }]) {
      expect(isSettled(e)).toBe(false);
      expect(ratingMargin(e)).toBeNull();
    }
    for (const sd of [3, 5, SETTLED_SD]) expect(ratingMargin({ mean: 50, sd })).not.toBeNull();
  });

  it("reads '72 ± 9', or says it is calibrating", () => {
    expect(formatRating(72, 9)).toBe("72 ± 9");
    expect(formatRating(45, null)).toBe("45 (calibrating)");
  });

  it("narrows as answers come in, and a new skill calibrates until several answers are in", () => {
    let e: Estimate = PRIOR;
    const margins: (number | null)[] = [];
    for (let i = 0; i < 20; i++) {
      const difficulty = ratingOf(e);
      e = afterGrade(e, { grade: Math.round(10 / (1 + Math.exp(-(60 - difficulty) / 10))), difficulty });
      margins.push(ratingMargin(e));
    }
    expect(margins.slice(0, 3)).toEqual([null, null, null]);
    expect(margins.at(-1)).not.toBeNull();
    expect(margins.at(-1)!).toBeLessThanOrEqual(Math.round(INTERVAL_Z * SETTLED_SD));
  });
});

describe("the difficulty a question aims at", () => {
  it("is the rating the user sees, so the question's label is the band of that rating", () => {
    for (let rating = 0; rating <= 100; rating++) {
      expect(difficultyFor(rating)).toBe(rating);
      expect(difficultyLabel(difficultyFor(rating))).toBe({ easy: "Easy", medium: "Medium", hard: "Hard" }[band(rating)]);
    }
    // a new skill, at rating 0, starts with an easy question
    expect(difficultyLabel(difficultyFor(0))).toBe("Easy");
    expect([33, 34, 65, 66].map((r) => difficultyLabel(difficultyFor(r)))).toEqual(["Easy", "Medium", "Medium", "Hard"]);
    expect(difficultyFor(-3)).toBe(0);
    expect(difficultyFor(104)).toBe(100);
  });

  it("labels only a number as a difficulty", () => {
    expect(difficultyLabel("")).toBeNull();
    expect(difficultyLabel("hard")).toBeNull();
    expect(difficultyLabel("70")).toBe("Hard");
  });
});

describe("saying 'I don't know'", () => {
  it("never costs more than a skip, at any rating and certainty", () => {
    for (const rating of [0, 1, 10, 33, 50, 66, 90, 100]) {
      for (const sd of [3, 8, 20, 30]) {
        const before = { mean: rating, sd };
        const idk = ratingOf(afterIDontKnow(before)) - ratingOf(before);
        const skip = ratingOf(afterSkip(before)) - ratingOf(before);
        expect(idk).toBeGreaterThanOrEqual(skip);
        expect(idk).toBeGreaterThanOrEqual(-1);
        // graded 0, it would have cost more once the rating is uncertain enough: hence the skip's rule
        if (rating >= 33 && sd >= 8) expect(ratingOf(afterGrade(before, { grade: 0, difficulty: rating })) - ratingOf(before)).toBeLessThan(skip);
      }
    }
  });
});
