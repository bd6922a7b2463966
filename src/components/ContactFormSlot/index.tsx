/**
 * Where the contact form goes on Contact Us. The form itself is built with the other forms;
 * until it is swapped in, this says how to reach us instead.
 */
export function ContactFormSlot() {
  return (
    <p data-testid="contact-form-slot" className="rounded-lg border border-dashed border-navy/30 bg-sky-light p-4">
      Our online contact form is on its way. Until then, please write to us or call us using the details above.
    </p>
  )
}
