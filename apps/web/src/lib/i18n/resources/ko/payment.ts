/** Payment popups and easy-pay texts (issue 6). */
export default {
  keypad: {
    entered: "{{length}}자리 중 {{count}}자리 입력",
    delete: "한 자리 지우기",
    shuffle: "숫자 재배열",
    shuffleShort: "재배열",
  },
};
