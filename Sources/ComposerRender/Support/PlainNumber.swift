/// A number as people write it, for every figure the tool prints for people (error messages,
/// the gallery's captions, the VoiceOver dump): whole numbers without ".0" ("393", not
/// "393.0"), the rest as Swift prints them. Past 10¹⁵ (and for infinities) it keeps Swift's
/// form, where `Int` could not hold the value.
func plainNumber(_ value: Double) -> String {
  value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
}
