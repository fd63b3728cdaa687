import Foundation
import LudoCore

/// The core's catalog messages (`Message`: a key and its arguments, from the table)
/// in words, from the generated `Resources/<lang>.lproj/Core.strings` and
/// `Core.stringsdict` (`cargo run -p ludo-core --example gen_strings`). Nested
/// messages are put into words first, lists joined with the catalog's separator, then
/// the key's text is filled positionally (`%1$@`, `%2$ld`).
///
/// Read here rather than through `Bundle.localizedString` so the app's own language
/// setting applies and the same code runs in the Linux tests (Foundation there does not
/// read `.stringsdict` files). A test compares every text with the core's own
/// `localize`.
public struct CoreStrings: Sendable {
    /// A key whose text depends on a number.
    struct Plural: Sendable {
        /// 1-based position of the number among the arguments.
        let arg: Int
        let one: String
        let other: String
    }

    /// The language code ("en", "hi", "bn").
    public let language: String
    private let plain: [String: String]
    private let plurals: [String: Plural]
    private let fallback: [String: String]

    /// The tables of `language` (English for any other).
    public init(language: String) {
        self.language = Localizer.supported(language)
        plain = CoreStrings.strings(self.language)
        plurals = CoreStrings.plurals(self.language)
        fallback = self.language == "en" ? plain : CoreStrings.strings("en")
    }

    /// The message in words.
    public func text(_ m: Message) -> String {
        var template = plain[m.key] ?? fallback[m.key] ?? m.key
        if let p = plurals[m.key], p.arg >= 1, p.arg <= m.args.count, case let .number(n) = m.args[p.arg - 1] {
            template = CoreStrings.isOne(n, language: language) ? p.one : p.other
        }
        return CoreStrings.fill(template, m.args.map(word))
    }

    /// Whether `n` takes the "one" form (CLDR cardinal rules of the catalog's
    /// languages, as the core's `Lang::plural`: English one is 1; Hindi and Bengali one
    /// is 0 and 1).
    static func isOne(_ n: Int64, language: String) -> Bool {
        language == "en" ? n == 1 : (n == 0 || n == 1)
    }

    private func word(_ a: MessageArg) -> String {
        switch a {
        case .missing: return ""
        case let .number(value): return String(value) // Latin digits, as the core writes them
        case let .text(value): return value
        case let .nested(value): return text(value)
        case let .nestedList(value): return value.map(text).joined(separator: plain["list.separator"] ?? ", ")
        }
    }

    /// Replaces `%N$@` and `%N$ld` with `args[N - 1]`; anything else stays as it is.
    static func fill(_ template: String, _ args: [String]) -> String {
        var out = ""
        var rest = Substring(template)
        while let pct = rest.firstIndex(of: "%") {
            out += rest[..<pct]
            let after = rest[rest.index(after: pct)...]
            let digits = after.prefix(while: \.isNumber)
            let tail = after.dropFirst(digits.count)
            if let n = Int(digits), n >= 1, n <= args.count, tail.hasPrefix("$") {
                let spec = tail.dropFirst()
                if spec.hasPrefix("@") { out += args[n - 1]; rest = spec.dropFirst(); continue }
                if spec.hasPrefix("ld") { out += args[n - 1]; rest = spec.dropFirst(2); continue }
            }
            out += "%"
            rest = after
        }
        return out + rest
    }

    private static func strings(_ language: String) -> [String: String] {
        Localizer.resource(language, "Core", "strings").map(Localizer.parseStrings) ?? [:]
    }

    private static func plurals(_ language: String) -> [String: Plural] {
        guard let data = Localizer.resource(language, "Core", "stringsdict"),
              let root = try? PropertyListSerialization.propertyList(from: data, options: [], format: nil)
                as? [String: Any] else { return [:] }
        var out: [String: Plural] = [:]
        for (key, value) in root {
            // {"NSStringLocalizedFormatKey": "%3$#@n@", "n": {"one": ..., "other": ...}}
            guard let entry = value as? [String: Any],
                  let format = entry["NSStringLocalizedFormatKey"] as? String,
                  let name = format.split(separator: "@").dropFirst().first.map(String.init),
                  let forms = entry[name] as? [String: Any],
                  let one = forms["one"] as? String, let other = forms["other"] as? String,
                  let arg = Int(format.dropFirst().prefix(while: \.isNumber)) else { continue }
            out[key] = Plural(arg: arg, one: one, other: other)
        }
        return out
    }
}
