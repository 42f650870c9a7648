/** Order sheet, completion and history texts (issue 6). */
export default {
  won: "{{value}}",
};
