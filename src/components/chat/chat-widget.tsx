/** Floating sales chat "Avery" slot (built by the chatbot work). */
export function ChatWidget() {
  return null;
}
