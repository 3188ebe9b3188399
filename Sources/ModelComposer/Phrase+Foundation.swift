#if !os(Linux)
  import Foundation

  extension Phrase {
    /// Foundation resolves the compiled catalog: `LocalizedStringResource` looks the key up in
    /// `locale`'s language (the view's `\.locale`) and writes the arguments in its formats.
    func catalogString(in locale: Locale) -> String {
      String(
        localized: LocalizedStringResource(
          localizationValue, locale: locale, bundle: Self.catalogBundle))
    }

    /// `read(phrase)`, as it is: Foundation keeps the bundle's tables itself.
    static func reading(
      _ phrase: Phrase, in locale: Locale, _ read: (Phrase) -> String
    ) -> String {
      read(phrase)
    }

    /// The key and arguments as Swift's interpolation builds them, so the key Foundation looks
    /// up is the catalog's: `%lld` for an `Int`, `%@` for a `String`.
    private var localizationValue: String.LocalizationValue {
      var interpolation = String.LocalizationValue.StringInterpolation(
        literalCapacity: key.count, interpolationCount: arguments.count)
      for piece in pieces {
        switch piece {
        case .literal(let text): interpolation.appendLiteral(text)
        case .argument(.count(let count)): interpolation.appendInterpolation(count)
        case .argument(.text(let text)): interpolation.appendInterpolation(text)
        }
      }
      return String.LocalizationValue(stringInterpolation: interpolation)
    }

    /// ModelComposer's resource bundle when SwiftPM builds it; otherwise the bundle this code is
    /// compiled into (an app's, or a framework's), where Xcode puts the compiled catalog.
    private static var catalogBundle: LocalizedStringResource.BundleDescription {
      #if SWIFT_PACKAGE
        .atURL(Bundle.module.bundleURL)
      #else
        .forClass(CatalogBundleToken.self)
      #endif
    }
  }

  #if !SWIFT_PACKAGE
    /// A class to find the bundle the block is compiled into.
    private final class CatalogBundleToken {}
  #endif
#endif
