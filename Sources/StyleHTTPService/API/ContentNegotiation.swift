/// Proactive content negotiation on the `Accept` field (RFC 9110 §12.5.1): each offered media type takes the quality
/// of the most specific range that matches it (`text/css` before `text/*` before `*/*`); the highest quality above
/// zero wins, the earlier offer on a tie.
enum ContentNegotiation {
    /// The offer the field prefers, or nil when it allows none; an absent or empty field allows anything, so the
    /// first offer wins. Offers are lowercase `type/subtype`.
    static func preferred<Offer>(_ offers: [(mediaType: String, offer: Offer)], accept: String?) -> Offer? {
        guard let accept, !accept.allSatisfy({ $0 == " " || $0 == "\t" }) else { return offers.first?.offer }
        let ranges = parse(accept)
        var best: (quality: Double, offer: Offer)?
        for (mediaType, offer) in offers {
            let quality = self.quality(of: mediaType, in: ranges)
            if quality > 0, quality > best?.quality ?? 0 { best = (quality, offer) }
        }
        return best?.offer
    }

    /// A media range with its quality and how specific it is (0 for `*/*`, 1 for `type/*`, 2 for `type/subtype`).
    private struct MediaRange {
        let type: Substring
        let subtype: Substring
        let quality: Double
        var specificity: Int { type == "*" ? 0 : subtype == "*" ? 1 : 2 }
    }

    private static func parse(_ accept: String) -> [MediaRange] {
        let lowered = accept.lowercased()
        return lowered.split(separator: ",").compactMap { element in
            let parts = element.split(separator: ";")
            guard let range = parts.first else { return nil }
            let halves = range.trimmingSpaces().split(separator: "/", omittingEmptySubsequences: false)
            guard halves.count == 2, !halves[0].isEmpty, !halves[1].isEmpty, halves[0] != "*" || halves[1] == "*" else {
                return nil
            }
            var quality = 1.0
            for parameter in parts.dropFirst() {
                let pair = parameter.trimmingSpaces().split(separator: "=", maxSplits: 1)
                guard pair.count == 2, pair[0] == "q" else { continue }
                // A quality that is not a number from 0 to 1 makes the range unusable.
                guard let value = Double(pair[1]), (0...1).contains(value) else { return nil }
                quality = value
            }
            return MediaRange(type: halves[0], subtype: halves[1], quality: quality)
        }
    }

    private static func quality(of mediaType: String, in ranges: [MediaRange]) -> Double {
        let halves = mediaType.split(separator: "/")
        guard halves.count == 2 else { return 0 }
        var match: MediaRange?
        for range in ranges
        where range.type == "*" || (range.type == halves[0] && (range.subtype == "*" || range.subtype == halves[1])) {
            if range.specificity > match?.specificity ?? -1 { match = range }
        }
        return match?.quality ?? 0
    }
}
