import { z } from "zod";

/**
 * A required string whose errors name the field both when it is missing and when it is empty,
 * so the API's 400 answer reads e.g. "loginId: loginId is required".
 */
export const requiredString = (field: string) =>
  z
    .string({
      error: (issue) => (issue.input === undefined ? `${field} is required` : `${field} must be a string`),
    })
    .trim()
    .min(1, `${field} is required`);
