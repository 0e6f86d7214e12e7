import JSON
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
