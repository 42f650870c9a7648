/** Payment popups and easy-pay texts (issue 6). */
export default {
  keypad: {
    entered: "{{count}} of {{length}} digits entered",
    delete: "Delete a digit",
    shuffle: "Shuffle digits",
    shuffleShort: "Shuffle",
  },
};
