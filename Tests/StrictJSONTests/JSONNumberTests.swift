import StrictJSON
import TestSupport
import Testing

@Suite("JSON numbers")
struct JSONNumberTests {
    func number(_ text: String) throws -> JSONNumber {
        guard case .number(let number) = try parse(text) else {
            Issue.record("\(text) is not a number")
            return .integer(0)
        }
        return number
    }

    @Test func integersStayExact() throws {
        #expect(try number("0") == .integer(0))
        #expect(try number("0").isInteger)
        #expect(try number("-17").int64Value == -17)
        #expect(try number("9007199254740993").int64Value == 9_007_199_254_740_993)
        #expect(try number("9223372036854775807").int64Value == Int64.max)
        #expect(try number("-9223372036854775808").int64Value == Int64.min)
    }

    @Test func integerLiteralsCanBeToldApartFromIntegralDoubles() throws {
        #expect(try parse("1").intValue == 1)
        #expect(try parse("1.0").intValue == nil)
        #expect(try parse("1e0").intValue == nil)
        #expect(try number("1.0").isInteger == false)
        #expect(try number("1.0") == .integer(1), "but they are equal as numbers")
    }

    @Test func hugeIntegersBecomeDoublesWithoutTrapping() throws {
        #expect(try number("9223372036854775808") == .double(9_223_372_036_854_775_808.0))
        #expect(try number("9223372036854775808").isInteger == false)
        #expect(try number("-9223372036854775809") == .double(-9_223_372_036_854_775_809.0))
        #expect(try number("18446744073709551616") == .double(18_446_744_073_709_551_616.0))
        #expect(try number("123456789012345678901234567890") == .double(1.2345678901234568e29))
        let digits = String(repeating: "9", count: 400)
        expectRejected(digits, .numberOutOfRange, offset: 0)
        #expect(try number("0." + digits) == .double(1.0))
    }

    @Test func negativeZeroKeepsItsSign() throws {
        let zero = try number("-0")
        #expect(zero.isInteger == false)
        #expect(zero.doubleValue == 0)
        #expect(zero.doubleValue.sign == .minus)
        #expect(try number("-0.0").doubleValue.sign == .minus)
        #expect(try number("0").doubleValue.sign == .plus)
        #expect(JSONValue.number(zero).description == "-0")
    }

    @Test(arguments: [
        ("1e2", 100.0), ("1E2", 100.0), ("1e+2", 100.0), ("1e-2", 0.01), ("-2.5e-3", -0.0025), ("0.1", 0.1),
        ("0.30000000000000004", 0.30000000000000004), ("1.7976931348623157e308", 1.7976931348623157e308),
        ("5e-324", .leastNonzeroMagnitude), ("4.9e-324", .leastNonzeroMagnitude),
        ("2.2250738585072014e-308", 2.2250738585072014e-308),
        ("3.141592653589793238462643383279", Double.pi), ("9007199254740993.0", 9_007_199_254_740_992.0),
        ("123.456e-789", 0.0), ("0e999999999999999999", 0.0), ("1e-99999999999999999999", 0.0),
        ("100000000000000000000000", 1e23), ("8.98846567431158e307", 8.98846567431158e307),
        ("0.000001", 1e-6), ("1234567890.0987654321", 1_234_567_890.0987654321),
    ])
    func doublesAreCorrectlyRounded(text: String, expected: Double) throws {
        let parsed = try number(text)
        #expect(parsed.doubleValue == expected)
        #expect(parsed.doubleValue.bitPattern == expected.bitPattern)
        #expect(Double(text) == expected, "the expectation itself agrees with the standard library")
    }

    @Test func outOfRangeExponentsAreRejected() {
        expectRejected("1e309", .numberOutOfRange, offset: 0)
        expectRejected("[1, -1e99999999999999999999]", .numberOutOfRange, offset: 4)
    }

    @Test func manyRandomDoublesRoundTripBitExactly() throws {
        var generator = SeededGenerator(seed: 42)
        var writer = JSONWriter()
        for _ in 0..<5_000 {
            let double = Double(bitPattern: generator.next())
            guard double.isFinite else { continue }
            writer.reset()
            writer.value(double)
            let parsed = try JSONReader().parse(writer.bytes)
            #expect(parsed.doubleValue?.bitPattern == double.bitPattern, "\(double) written as \(writer.string)")
        }
    }
}
