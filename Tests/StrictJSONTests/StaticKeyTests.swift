import StrictJSON
import Testing

@Suite("Static keys")
struct StaticKeyTests {
    @Test func staticKeysWriteLikeStringKeys() {
        var fast = JSONWriter()
        var plain = JSONWriter()
        fast.beginObject()
        plain.beginObject()
        fast.key("style" as StaticString)
        plain.key("style")
        fast.value("sidebarCell")
        plain.value("sidebarCell")
        fast.key("x" as StaticString)  // one scalar: no pointer representation, falls back to the String path
        plain.key("x")
        fast.value(1)
        plain.value(1)
        fast.key("registryVersion" as StaticString)
        plain.key("registryVersion")
        fast.beginArray()
        plain.beginArray()
        fast.endArray()
        plain.endArray()
        fast.endObject()
        plain.endObject()
        #expect(fast.string == #"{"style":"sidebarCell","x":1,"registryVersion":[]}"#)
        #expect(fast.bytes == plain.bytes)
    }

    @Test func prettyOutputKeepsItsSpaceAfterTheColon() {
        var writer = JSONWriter(format: .pretty)
        writer.beginObject()
        writer.key("a" as StaticString)
        writer.value(true)
        writer.key("bc" as StaticString)
        writer.null()
        writer.endObject()
        #expect(writer.string == "{\n  \"a\": true,\n  \"bc\": null\n}")
    }
}

@Suite("Pre-encoded fragments")
struct FragmentTests {
    @Test func rawValuesAndMemberPrefixesWriteWhatDirectWritingWould() throws {
        var part = JSONWriter()
        part.beginObject()
        part.key("a")
        part.value(1)
        part.key("b")
        part.beginArray()
        part.value("x")
        part.endArray()
        let members = part.bytes.dropFirst()  // the members, without the `{`
        var value = JSONWriter()
        value.beginArray()
        value.value(true)
        value.endArray()

        var spliced = JSONWriter()
        spliced.beginArray()
        spliced.rawValue(value.bytes)
        spliced.beginObject()
        spliced.members(members)
        spliced.key("c")
        spliced.null()
        spliced.endObject()
        spliced.beginObject()
        spliced.members([])
        spliced.endObject()
        spliced.endArray()
        #expect(spliced.string == #"[[true],{"a":1,"b":["x"],"c":null},{}]"#)
        #expect(try JSONReader().parse(spliced.bytes) == JSONReader().parse(#"[[true],{"a":1,"b":["x"],"c":null},{}]"#))
    }

    /// Members spliced in, some leaving an object open, after nothing, after `{` and after a member: the separators
    /// and the open object's further members are what writing every token would give.
    @Test func splicedMembersWriteWhatDirectWritingWould() {
        var part = JSONWriter()
        part.beginObject()
        part.key("a")
        part.value(1)
        part.beginObject(key: "b")
        part.key("c")
        part.value(2)
        let leavingOneOpen = part.bytes.dropFirst()  // the members, without the `{`
        part.reset()
        part.beginObject()
        part.beginObject(key: "d")
        let leavingEmptyOpen = part.bytes.dropFirst()  // the members, without the `{`
        part.reset()
        part.beginObject()
        part.key("e")
        part.null()
        let closed = part.bytes.dropFirst()  // the members, without the `{`
        #expect(String(decoding: leavingOneOpen, as: UTF8.self) == #""a":1,"b":{"c":2"#)

        var spliced = JSONWriter()
        spliced.beginArray()
        spliced.beginObject()
        spliced.members(leavingOneOpen, leavingOpen: 1)
        spliced.key("f")
        spliced.value(3)
        spliced.endObject()
        spliced.members(closed)
        spliced.members([])
        spliced.members(leavingEmptyOpen, leavingOpen: 1)
        spliced.key("g")
        spliced.value(true)
        spliced.endObject()
        spliced.endObject()
        spliced.value("after")
        spliced.endArray()
        #expect(spliced.string == #"[{"a":1,"b":{"c":2,"f":3},"e":null,"d":{"g":true}},"after"]"#)
    }
}
