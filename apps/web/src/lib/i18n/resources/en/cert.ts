export default {
  title: "Phone verification",
  opening: "Opening the phone verification…",
  checking: "Checking the verification result…",
  startFailed: "The phone verification could not start.\nPlease try again shortly.",
  resultFailed: "The verification result could not be checked.\nPlease verify again.",
  lost: "This verification was not started here or has already been used.\nPlease start again.",
  badRequest: "Unknown verification request.",
  retry: "Try again",
  back: "Back",
};
