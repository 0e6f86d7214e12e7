import StrictJSON
import Testing

/// A JSONTestSuite-style case (github.com/nst/JSONTestSuite naming): `y_` must parse, `n_` must be
/// rejected. Written inline (bytes where the case is not valid UTF-8) rather than fetched.
struct SuiteCase: Sendable, CustomTestStringConvertible {
    let name: String
    let bytes: [UInt8]

    init(_ name: String, _ text: String) {
        self.name = name
        self.bytes = Array(text.utf8)
    }

    init(_ name: String, bytes: [UInt8]) {
        self.name = name
        self.bytes = bytes
    }

    var testDescription: String { name }
}

enum JSONTestSuite {
    static let accepted: [SuiteCase] = [
        .init("y_array_arraysWithSpaces", "[[]   ]"),
        .init("y_array_empty", "[]"),
        .init("y_array_empty-string", #"[""]"#),
        .init("y_array_ending_with_newline", #"["a"]"#),
        .init("y_array_false", "[false]"),
        .init("y_array_heterogeneous", #"[null, 1, "1", {}]"#),
        .init("y_array_null", "[null]"),
        .init("y_array_with_1_and_newline", "[1\n]"),
        .init("y_array_with_leading_space", " [1]"),
        .init("y_array_with_several_null", "[1,null,null,null,2]"),
        .init("y_array_with_trailing_space", "[2] "),
        .init("y_number", "[123e65]"),
        .init("y_number_0e+1", "[0e+1]"),
        .init("y_number_0e1", "[0e1]"),
        .init("y_number_after_space", "[ 4]"),
        .init(
            "y_number_double_close_to_zero",
            "[-0.000000000000000000000000000000000000000000000000000000000000000000000000000001]"),
        .init("y_number_int_with_exp", "[20e1]"),
        .init("y_number_minus_zero", "[-0]"),
        .init("y_number_negative_int", "[-123]"),
        .init("y_number_negative_one", "[-1]"),
        .init("y_number_negative_zero", "[-0]"),
        .init("y_number_real_capital_e", "[1E22]"),
        .init("y_number_real_capital_e_neg_exp", "[1E-2]"),
        .init("y_number_real_capital_e_pos_exp", "[1E+2]"),
        .init("y_number_real_exponent", "[123e45]"),
        .init("y_number_real_fraction_exponent", "[123.456e78]"),
        .init("y_number_real_neg_exp", "[1e-2]"),
        .init("y_number_real_pos_exponent", "[1e+2]"),
        .init("y_number_simple_int", "[123]"),
        .init("y_number_simple_real", "[123.456789]"),
        .init("y_number_very_big_negative_int", "[-237462374673276894279832749832423479823246327846]"),
        .init("y_object", #"{"asd":"sdf", "dfg":"fgh"}"#),
        .init("y_object_basic", #"{"asd":"sdf"}"#),
        .init("y_object_empty", "{}"),
        .init("y_object_empty_key", #"{"":0}"#),
        .init("y_object_escaped_null_in_key", #"{"foo\u0000bar": 42}"#),
        .init("y_object_extreme_numbers", #"{ "min": -1.0e+28, "max": 1.0e+28 }"#),
        .init(
            "y_object_long_strings",
            #"{"x":[{"id": "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx"}], "id": "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx"}"#
        ),
        .init("y_object_simple", #"{"a":[]}"#),
        .init(
            "y_object_string_unicode",
            #"{"title":"\u041f\u043e\u043b\u0442\u043e\u0440\u0430 \u0417\u0435\u043c\u043b\u0435\u043a\u043e\u043f\u0430" }"#
        ),
        .init("y_object_with_newlines", "{\n\"a\": \"b\"\n}"),
        .init("y_string_1_2_3_bytes_UTF-8_sequences", #"["\u0060\u012a\u12AB"]"#),
        .init("y_string_accepted_surrogate_pair", #"["\uD801\udc37"]"#),
        .init("y_string_accepted_surrogate_pairs", #"["\ud83d\ude39\ud83d\udc8d"]"#),
        .init("y_string_allowed_escapes", #"["\"\\\/\b\f\n\r\t"]"#),
        .init("y_string_backslash_and_u_escaped_zero", #"["\\u0000"]"#),
        .init("y_string_backslash_doublequotes", #"["\""]"#),
        .init("y_string_comments", #"["a/*b*/c/*d//e"]"#),
        .init("y_string_double_escape_a", #"["\\a"]"#),
        .init("y_string_escaped_control_character", #"["\u0012"]"#),
        .init("y_string_escaped_noncharacter", #"["\uFFFF"]"#),
        .init("y_string_in_array_with_leading_space", #"[ "asd"]"#),
        .init("y_string_last_surrogates_1_and_2", #"["\uDBFF\uDFFF"]"#),
        .init("y_string_nonCharacterInUTF-8_U+FFFF", bytes: [0x5B, 0x22, 0xEF, 0xBF, 0xBF, 0x22, 0x5D]),
        .init("y_string_null_escape", #"["\u0000"]"#),
        .init("y_string_one-byte-utf-8", #"["\u002c"]"#),
        .init("y_string_pi", #"["π"]"#),
        .init("y_string_simple_ascii", #"["asd "]"#),
        .init("y_string_space", #"" ""#),
        .init("y_string_three-byte-utf-8", #"["\u0821"]"#),
        .init("y_string_two-byte-utf-8", #"["\u0123"]"#),
        .init("y_string_u+2028_line_sep", "[\"\u{2028}\"]"),
        .init("y_string_unicode_U+10FFFE_nonchar", #"["\uDBFF\uDFFE"]"#),
        .init("y_string_utf8", #"["€𝄞"]"#),
        .init("y_string_with_del_character", "[\"a\u{7F}a\"]"),
        .init("y_structure_lonely_false", "false"),
        .init("y_structure_lonely_int", "42"),
        .init("y_structure_lonely_negative_real", "-0.1"),
        .init("y_structure_lonely_null", "null"),
        .init("y_structure_lonely_string", #""asd""#),
        .init("y_structure_lonely_true", "true"),
        .init("y_structure_string_empty", #""""#),
        .init("y_structure_trailing_newline", "[\"a\"]\n"),
        .init("y_structure_true_in_array", "[true]"),
        .init("y_structure_whitespace_array", " [] "),
    ]

    static let rejected: [SuiteCase] = [
        .init("n_array_1_true_without_comma", "[1 true]"),
        .init("n_array_a_invalid_utf8", bytes: [0x5B, 0x61, 0xE5, 0x5D]),
        .init("n_array_colon_instead_of_comma", #"["": 1]"#),
        .init("n_array_comma_after_close", #"[""],"#),
        .init("n_array_comma_and_number", "[,1]"),
        .init("n_array_double_comma", "[1,,2]"),
        .init("n_array_double_extra_comma", #"["x",,]"#),
        .init("n_array_extra_close", #"["x"]]"#),
        .init("n_array_extra_comma", #"["",]"#),
        .init("n_array_incomplete", #"["x""#),
        .init("n_array_incomplete_invalid_value", "[x"),
        .init("n_array_inner_array_no_comma", "[3[4]]"),
        .init("n_array_invalid_utf8", bytes: [0x5B, 0xFF, 0x5D]),
        .init("n_array_items_separated_by_semicolon", "[1:2]"),
        .init("n_array_just_comma", "[,]"),
        .init("n_array_just_minus", "[-]"),
        .init("n_array_missing_value", #"[   , ""]"#),
        .init("n_array_newlines_unclosed", "[\"a\",\n4\n,1,"),
        .init("n_array_number_and_comma", "[1,]"),
        .init("n_array_number_and_several_commas", "[1,,]"),
        .init("n_array_spaces_vertical_tab_formfeed", "[\"\u{0B}a\"\\f]"),
        .init("n_array_star_inside", "[*]"),
        .init("n_array_unclosed", #"["""#),
        .init("n_array_unclosed_trailing_comma", "[1,"),
        .init("n_array_unclosed_with_object_inside", "[{}"),
        .init("n_incomplete_false", "[fals]"),
        .init("n_incomplete_null", "[nul]"),
        .init("n_incomplete_true", "[tru]"),
        .init("n_number_++", "[++1234]"),
        .init("n_number_+1", "[+1]"),
        .init("n_number_+Inf", "[+Inf]"),
        .init("n_number_-01", "[-01]"),
        .init("n_number_-1.0.", "[-1.0.]"),
        .init("n_number_-2.", "[-2.]"),
        .init("n_number_-NaN", "[-NaN]"),
        .init("n_number_.-1", "[.-1]"),
        .init("n_number_.2e-3", "[.2e-3]"),
        .init("n_number_0.1.2", "[0.1.2]"),
        .init("n_number_0.3e+", "[0.3e+]"),
        .init("n_number_0.e1", "[0.e1]"),
        .init("n_number_0_capital_E+", "[0E+]"),
        .init("n_number_1.0e-", "[1.0e-]"),
        .init("n_number_1_000", "[1 000.0]"),
        .init("n_number_1eE2", "[1eE2]"),
        .init("n_number_2.e+3", "[2.e+3]"),
        .init("n_number_9.e+", "[9.e+]"),
        .init("n_number_Inf", "[Inf]"),
        .init("n_number_NaN", "[NaN]"),
        .init("n_number_U+FF11_fullwidth_digit_one", "[１]"),
        .init("n_number_hex_1_digit", "[0x1]"),
        .init("n_number_infinity", "[Infinity]"),
        .init("n_number_invalid+-", "[0e+-1]"),
        .init("n_number_minus_infinity", "[-Infinity]"),
        .init("n_number_minus_space_1", "[- 1]"),
        .init("n_number_neg_int_starting_with_zero", "[-012]"),
        .init("n_number_real_without_fractional_part", "[1.]"),
        .init("n_number_starting_with_dot", "[.123]"),
        .init("n_number_with_leading_zero", "[012]"),
        .init("n_object_bad_value", #"["x", truth]"#),
        .init("n_object_comma_instead_of_colon", #"{"x", null}"#),
        .init("n_object_double_colon", #"{"x"::"b"}"#),
        .init("n_object_garbage_at_end", #"{"a":"a" 123}"#),
        .init("n_object_key_with_single_quotes", "{key: 'value'}"),
        .init("n_object_missing_colon", #"{"a" b}"#),
        .init("n_object_missing_key", #"{:"b"}"#),
        .init("n_object_missing_value", #"{"a":"#),
        .init("n_object_no-colon", #"{"a""#),
        .init("n_object_non_string_key", "{1:1}"),
        .init("n_object_repeated_null_null", "{null:null,null:null}"),
        .init("n_object_single_quote", "{'a':0}"),
        .init("n_object_trailing_comma", #"{"id":0,}"#),
        .init("n_object_trailing_comment", #"{"a":"b"}/**/"#),
        .init("n_object_trailing_comment_slash_open", #"{"a":"b"}//"#),
        .init("n_object_two_commas_in_a_row", #"{"a":"b",,"c":"d"}"#),
        .init("n_object_unquoted_key", #"{a: "b"}"#),
        .init("n_object_duplicated_key", #"{"a":"b","a":"c"}"#),
        .init("n_object_duplicated_key_and_value", #"{"a":"b","a":"b"}"#),
        .init("n_single_space", " "),
        .init("n_string_1_surrogate_then_escape", #"["\uD800\"]"#),
        .init("n_string_1_surrogate_then_escape_u1x", #"["\uD800\u1x"]"#),
        .init("n_string_accentuated_char_no_quotes", "[é]"),
        .init("n_string_backslash_00", bytes: [0x5B, 0x22, 0x5C, 0x00, 0x22, 0x5D]),
        .init("n_string_escape_x", #"["\x00"]"#),
        .init("n_string_escaped_emoji", "[\"\\😀\"]"),
        .init("n_string_incomplete_escape", #"["\"]"#),
        .init("n_string_incomplete_surrogate", #"["\uD834\uDd"]"#),
        .init("n_string_invalid_utf8_after_escape", bytes: [0x5B, 0x22, 0x5C, 0xE5, 0x22, 0x5D]),
        .init("n_string_invalid-utf-8-in-escape", bytes: [0x5B, 0x22, 0x5C, 0x75, 0xE5, 0x22, 0x5D]),
        .init("n_string_lone_second_surrogate", #"["\uDFAA"]"#),
        .init("n_string_overlong_sequence_2_bytes", bytes: [0x5B, 0x22, 0xC0, 0xAF, 0x22, 0x5D]),
        .init("n_string_UTF8_surrogate_U+D800", bytes: [0x5B, 0x22, 0xED, 0xA0, 0x80, 0x22, 0x5D]),
        .init("n_string_lone_continuation_byte", bytes: [0x5B, 0x22, 0x81, 0x22, 0x5D]),
        .init("n_string_not_in_unicode_range", bytes: [0x5B, 0x22, 0xF4, 0xBF, 0xBF, 0xBF, 0x22, 0x5D]),
        .init("n_string_single_doublequote", "\""),
        .init("n_string_single_quote", "['single quote']"),
        .init("n_string_unescaped_ctrl_char", "[\"a\u{0}a\"]"),
        .init("n_string_unescaped_newline", "[\"new\nline\"]"),
        .init("n_string_unescaped_tab", "[\"\t\"]"),
        .init("n_string_unicode_CapitalU", #""\UA66D""#),
        .init("n_string_with_trailing_garbage", #"""x"#),
        .init("n_structure_UTF8_BOM_no_data", bytes: [0xEF, 0xBB, 0xBF]),
        .init("n_structure_angle_bracket_.", "<.>"),
        .init("n_structure_array_trailing_garbage", "[1]x"),
        .init("n_structure_array_with_extra_array_close", "[1]]"),
        .init("n_structure_capitalized_True", "[True]"),
        .init("n_structure_close_unopened_array", "1]"),
        .init("n_structure_double_array", "[][]"),
        .init("n_structure_end_array", "]"),
        .init("n_structure_lone-open-bracket", "["),
        .init("n_structure_no_data", ""),
        .init("n_structure_null-byte-outside-string", bytes: [0x5B, 0x00, 0x5D]),
        .init("n_structure_number_with_trailing_garbage", "2@"),
        .init("n_structure_object_followed_by_closing_object", "{}}"),
        .init("n_structure_object_unclosed_no_value", #"{"":"#),
        .init("n_structure_object_with_comment", #"{"a":/*comment*/"b"}"#),
        .init("n_structure_open_array_apostrophe", "['"),
        .init("n_structure_open_object", "{"),
        .init("n_structure_trailing_#", #"{"a":"b"}#{}"#),
        .init("n_structure_U+2060_word_joined", "[\u{2060}]"),
        .init("n_structure_whitespace_formfeed", "[\u{0C}]"),
        .init("n_structure_100000_opening_arrays", String(repeating: "[", count: 100_000)),
        .init("n_structure_open_array_object", String(repeating: #"[{"":"#, count: 50_000)),
    ]
}

@Suite("JSONTestSuite-style cases")
struct JSONTestSuiteTests {
    @Test(arguments: JSONTestSuite.accepted)
    func accepted(_ suiteCase: SuiteCase) throws {
        #expect(suiteCase.name.hasPrefix("y_"))
        let value = try JSONReader().parse(suiteCase.bytes)
        #expect(try JSONReader().parse(value.jsonBytes()) == value)
    }

    @Test(arguments: JSONTestSuite.rejected)
    func rejected(_ suiteCase: SuiteCase) {
        #expect(suiteCase.name.hasPrefix("n_"))
        let error = parseError(suiteCase.bytes)
        #expect(error != nil, "\(suiteCase.name) parsed")
        if let error {
            #expect(error.offset >= 0 && error.offset <= suiteCase.bytes.count)
            #expect(error.line >= 1 && error.column >= 1)
        }
    }

    @Test func specificValuesFromTheSuite() throws {
        #expect(try parse(#"["\uD801\udc37"]"#) == ["\u{10437}"])
        #expect(try parse(#"{"foo\u0000bar": 42}"#)["foo\u{0}bar"] == 42)
        #expect(
            try parse("[-237462374673276894279832749832423479823246327846]")[0]?.doubleValue == -2.3746237467327689e47)
    }
}
