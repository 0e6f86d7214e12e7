import StrictJSON
import Testing

@Suite("JSONValue")
struct JSONValueTests {
    @Test func typeNamesReadInErrorMessages() {
        #expect(JSONValue.null.typeName == "null")
        #expect(JSONValue.bool(true).typeName == "a boolean")
        #expect(JSONValue.number(.integer(1)).typeName == "an integer")
        #expect(JSONValue.number(.double(1.5)).typeName == "a number")
        #expect(JSONValue.string("x").typeName == "a string")
        #expect(JSONValue.array([]).typeName == "an array")
        #expect(JSONValue.object([:]).typeName == "an object")
    }

    @Test func accessorsReturnOnlyTheirOwnType() throws {
        let value = try parse(#"{"s":"x","b":true,"i":7,"d":1.0,"a":[1,2],"o":{"k":null}}"#)
        #expect(value["s"]?.stringValue == "x")
        #expect(value["s"]?.boolValue == nil)
        #expect(value["b"]?.boolValue == true)
        #expect(value["i"]?.intValue == 7)
        #expect(value["i"]?.doubleValue == 7)
        #expect(value["d"]?.intValue == nil, "1.0 is not an integer literal")
        #expect(value["d"]?.doubleValue == 1)
        #expect(value["a"]?.arrayValue?.count == 2)
        #expect(value["a"]?[1]?.intValue == 2)
        #expect(value["a"]?[2] == nil)
        #expect(value["a"]?[-1] == nil)
        #expect(value["o"]?.objectValue?.keys == ["k"])
        #expect(value["o"]?["k"]?.isNull == true)
        #expect(value["missing"] == nil)
        #expect(value["s"]?["x"] == nil)
        #expect(value.objectValue?.keys == ["s", "b", "i", "d", "a", "o"], "document order is kept")
    }

    @Test func literalsBuildTheSameValuesAsParsing() throws {
        let built: JSONValue = ["style": "sidebarCell", "n": [1, 2.5, nil, true]]
        #expect(try parse(#"{"style":"sidebarCell","n":[1,2.5,null,true]}"#) == built)
    }

    @Test func objectEqualityIgnoresOrderButKeepsIt() throws {
        let a = try parse(#"{"a":1,"b":2}"#)
        let b = try parse(#"{"b":2,"a":1}"#)
        #expect(a == b)
        #expect(a.hashValue == b.hashValue)
        #expect(a.description == #"{"a":1,"b":2}"#)
        #expect(b.description == #"{"b":2,"a":1}"#)
        #expect(try parse(#"{"a":1,"b":3}"#) != a)
        #expect(try parse(#"{"a":1,"c":2}"#) != a)
        #expect(try parse(#"{"a":1}"#) != a)
    }

    @Test func objectMutationKeepsKeysUniqueAndOrdered() {
        var object: JSONObject = ["a": 1, "b": 2, "a": 3]
        #expect(object.keys == ["a", "b"])
        #expect(object["a"] == 3)
        object["c"] = "new"
        object["a"] = nil
        #expect(object.keys == ["b", "c"])
        #expect(object.count == 2)
        #expect(object.position(of: "c") == 1)
    }

    @Test func largeObjectsUseTheirIndexConsistently() throws {
        var object = JSONObject()
        for index in 0..<100 { object["k\(index)"] = .number(.integer(Int64(index))) }
        #expect(object["k57"] == 57)
        object["k10"] = nil
        #expect(object["k10"] == nil)
        #expect(object["k11"] == 11)
        #expect(object.position(of: "k99") == 98)
        let text = JSONValue.object(object).description
        #expect(try parse(text) == .object(object))
        let members = (0..<100).map { "\"k\($0)\":\($0)" }.joined(separator: ",")
        let parsed = try parse("{\(members)}")
        #expect(parsed["k0"] == 0 && parsed["k99"] == 99)
    }

    @Test func numbersCompareByValueAndHashConsistently() {
        #expect(JSONNumber.integer(1) == .double(1.0))
        #expect(JSONNumber.integer(1).hashValue == JSONNumber.double(1.0).hashValue)
        #expect(JSONNumber.integer(1) != .double(1.5))
        #expect(JSONNumber.double(0.0) == .double(-0.0))
        #expect(JSONNumber.integer(0).hashValue == JSONNumber.double(-0.0).hashValue)
        #expect(JSONNumber.integer(Int64.max) != .double(9_223_372_036_854_775_808.0))
        let set: Set<JSONValue> = [1, 1.0, "1", [1], ["1": 1]]
        #expect(set.count == 4)
    }
}
