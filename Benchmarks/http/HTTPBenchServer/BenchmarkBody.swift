/// The fixed JSON body both servers return (the run script writes the same bytes for nginx).
enum BenchmarkBody {
    /// 1,500 bytes of JSON: a list of items padded to exactly that size.
    static func make() -> [UInt8] {
        var text = "{\"items\":["
        var index = 0
        while text.utf8.count < 1_400 {
            if index > 0 { text += "," }
            text += "{\"id\":\(index),\"name\":\"style-\(index)\"}"
            index += 1
        }
        text += "],\"pad\":\""
        let closing = "\"}"
        while text.utf8.count + closing.utf8.count < 1_500 { text += "x" }
        text += closing
        return Array(text.utf8)
    }
}
