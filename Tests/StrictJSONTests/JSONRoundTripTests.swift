import StrictJSON
import TestSupport
import Testing

@Suite("Round trips")
struct JSONRoundTripTests {
    /// The examples of RFC 8259 section 13, plus its scalar examples.
    static let rfcExamples = [
        #"""
        {
          "Image": {
              "Width":  800,
              "Height": 600,
              "Title":  "View from 15th Floor",
              "Thumbnail": {
                  "Url":    "http://www.example.com/image/481989943",
                  "Height": 125,
                  "Width":  100
              },
              "Animated" : false,
              "IDs": [116, 943, 234, 38793]
            }
        }
        """#,
        #"""
        [
          {
             "precision": "zip",
             "Latitude":  37.7668,
             "Longitude": -122.3959,
             "Address":   "",
             "City":      "SAN FRANCISCO",
             "State":     "CA",
             "Zip":       "94107",
             "Country":   "US"
          },
          {
             "precision": "zip",
             "Latitude":  37.371991,
             "Longitude": -122.026020,
             "Address":   "",
             "City":      "SUNNYVALE",
             "State":     "CA",
             "Zip":       "94085",
             "Country":   "US"
          }
        ]
        """#,
        #""Hello world!""#, "42", "true",
    ]

    @Test func rfc8259ExamplesParse() throws {
        let image = try parse(Self.rfcExamples[0])
        #expect(image["Image"]?["Thumbnail"]?["Url"] == "http://www.example.com/image/481989943")
        #expect(image["Image"]?["IDs"]?[3] == 38793)
        #expect(image["Image"]?["Animated"] == false)
        let places = try parse(Self.rfcExamples[1])
        #expect(places[1]?["Longitude"]?.doubleValue == -122.026020)
        #expect(places[0]?.objectValue?.keys.first == "precision")
    }

    @Test(arguments: rfcExamples)
    func parseWriteParseIsTheIdentity(text: String) throws {
        let value = try parse(text)
        let compact = value.jsonString()
        #expect(try parse(compact) == value)
        #expect(try parse(compact).jsonString() == compact, "compact output is stable")
        #expect(try parse(value.jsonString(format: .pretty)) == value)
    }

    @Test func styleDocumentFromTheDesign() throws {
        let text = #"""
            {
              "background": "listPlainCell",
              "content": "subtitleCell",
              "keys": { "com.my-app.MyCell.isArchived": { "type": "boolean", "default": false } },
              "overrides": { "background": { "cornerRadius": 8 } },
              "rules": [
                { "when": { "customStates": { "com.my-app.MyCell.isArchived": true } },
                  "set":  { "background": { "visualEffect": "systemMaterial" } } },
                { "when": { "anyOf": [ { "isHighlighted": true }, { "isSelected": true } ] },
                  "set":  { "content": { "textProperties": { "color": "#FFFFFF" } } } }
              ]
            }
            """#
        let value = try parse(text)
        #expect(value["overrides"]?["background"]?["cornerRadius"]?.intValue == 8)
        #expect(value["rules"]?[1]?["when"]?["anyOf"]?[1]?["isSelected"] == true)
        #expect(
            value.jsonString().hasPrefix(#"{"background":"listPlainCell","content":"subtitleCell","keys":{"#))
        #expect(try parse(value.jsonString(format: .pretty)) == value)
    }

    // MARK: Randomized property test

    static func randomString(_ generator: inout SeededGenerator) -> String {
        let alphabet: [Unicode.Scalar] = [
            "a", "Z", "0", " ", "\"", "\\", "/", "~", "\n", "\t", "\u{0}", "\u{1F}", "\u{7F}", "é", "中", "😀",
            "\u{10FFFF}", "\u{FFFD}", "\u{2028}",
        ]
        var scalars = String.UnicodeScalarView()
        for _ in 0..<Int.random(in: 0...12, using: &generator) {
            if Bool.random(using: &generator) {
                scalars.append(alphabet[Int.random(in: 0..<alphabet.count, using: &generator)])
            } else if let scalar = Unicode.Scalar(UInt32.random(in: 0...0x10FFFF, using: &generator)) {
                scalars.append(scalar)
            }
        }
        return String(scalars)
    }

    static func randomNumber(_ generator: inout SeededGenerator) -> JSONNumber {
        switch Int.random(in: 0..<5, using: &generator) {
        case 0: return .integer(Int64.random(in: -100...100, using: &generator))
        case 1: return .integer(Int64(bitPattern: generator.next()))
        case 2: return .double(Double.random(in: -1e6...1e6, using: &generator))
        case 3:
            let double = Double(bitPattern: generator.next())
            return .double(double.isFinite ? double : 0.5)
        default:
            return .double(
                [0.0, -0.0, 1.0, 0.1, 1e-7, 1e300, .leastNonzeroMagnitude][Int.random(in: 0..<7, using: &generator)])
        }
    }

    static func randomValue(_ generator: inout SeededGenerator, depth: Int) -> JSONValue {
        let kinds = depth > 4 ? 4 : 6
        switch Int.random(in: 0..<kinds, using: &generator) {
        case 0: return .null
        case 1: return .bool(Bool.random(using: &generator))
        case 2: return .number(randomNumber(&generator))
        case 3: return .string(randomString(&generator))
        case 4:
            return .array(
                (0..<Int.random(in: 0...5, using: &generator)).map { _ in
                    randomValue(&generator, depth: depth + 1)
                })
        default:
            var object = JSONObject()
            for _ in 0..<Int.random(in: 0...5, using: &generator) {
                object[randomString(&generator)] = randomValue(&generator, depth: depth + 1)
            }
            return .object(object)
        }
    }

    @Test(arguments: [1, 2, 3, 20_251_122])
    func randomValuesSurviveWriteThenParse(seed: UInt64) throws {
        var generator = SeededGenerator(seed: seed)
        for _ in 0..<300 {
            let value = Self.randomValue(&generator, depth: 0)
            let compact = value.jsonBytes()
            let parsed = try JSONReader().parse(compact)
            #expect(parsed == value, "\(value.jsonString())")
            #expect(parsed.jsonBytes() == compact)
            #expect(try JSONReader().parse(value.jsonBytes(format: .pretty)) == value)
            if case .object(let object) = value {
                #expect(parsed.objectValue?.keys == object.keys, "member order survives")
            }
        }
    }
}
