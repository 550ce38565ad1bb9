import DimensKit
import Testing

/// The XML reader: the tree, where each attribute's value starts, entities, and the first place a
/// file that is not well-formed breaks.
struct XMLReaderTests {
    func read(_ text: String) -> (XMLReader.Element?, [Diagnostic]) {
        XMLReader.read(SourceFile(path: "a.xib", text: text))
    }

    @Test func readsElementsAttributesAndWhereEachValueStarts() throws {
        let (root, diagnostics) = read(
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <!-- a comment <with> "quotes" -->
            <document type="x">
                <objects>
                    <view id='v1' contentMode = "scaleToFill"/>
                    <label  text="é 1" id="L">text &amp; more<![CDATA[ <not> & markup ]]></label>
                </objects>
            </document>

            """)
        #expect(diagnostics.isEmpty)
        let document = try #require(root)
        #expect(document.name == "document" && document.position.description == "3:1")
        let objects = try #require(document.children.first)
        #expect(objects.children.map(\.name) == ["view", "label"])
        let view = objects.children[0]
        #expect(view.attributes.map(\.name) == ["id", "contentMode"])
        #expect(view.attribute("id")?.value == "v1")
        #expect(view.attribute("id")?.valuePosition.description == "5:19")
        #expect(view.attribute("contentMode")?.namePosition.description == "5:23")
        #expect(view.attribute("contentMode")?.valuePosition.description == "5:38")
        // Columns count characters, offsets bytes: `é` is one column and two bytes.
        let label = objects.children[1]
        #expect(label.attribute("text")?.valuePosition.description == "6:23")
        #expect(label.attribute("id")?.valuePosition.description == "6:32")
        #expect(label.attribute("id")?.valuePosition.offset == 192)
        #expect(label.children.isEmpty)
    }

    @Test(arguments: [
        ("a &amp; b", "a & b"), ("&lt;&gt;&quot;&apos;", "<>\"'"), ("&#65;&#x42;&#x1F600;", "AB😀"),
        ("line\nbreak\ttab", "line break tab"), ("&#10;", "\n"), ("", ""),
    ])
    func decodesEntitiesInValues(_ written: String, _ value: String) throws {
        let (root, diagnostics) = read("<a v=\"\(written)\"/>")
        #expect(diagnostics.isEmpty)
        #expect(try #require(root).attribute("v")?.value == value)
    }

    /// Each malformed text is one `ib.xml` error at the place it breaks.
    @Test(arguments: [
        ("", "1:1", "the file has no root element"),
        ("hello", "1:1", "text before the root element"),
        ("<a>\n  <b>\n</a>", "3:1", "</a> does not close <b> (opened at 2:3)"),
        ("<a>\n  <b>", "2:6", "the file ends inside <b> (opened at 2:3)"),
        ("<a x=\"1\" x=\"2\"/>", "1:10", "attribute 'x' appears twice in <a>"),
        ("<a x=1/>", "1:6", "expected the value of 'x' in quotes"),
        ("<a x/>", "1:5", "expected '=' after the attribute name 'x'"),
        ("<a x=\"1\"y=\"2\"/>", "1:9", "expected whitespace, '>' or '/>' in <a>"),
        ("<a x=\"<\"/>", "1:7", "'<' is not allowed in an attribute value; write '&lt;'"),
        (
            "<a x=\"&nbsp;\"/>", "1:7",
            "unknown entity '&nbsp;' (XML knows &amp; &lt; &gt; &quot; &apos; and numeric ones)"
        ),
        ("<a x=\"&#0;\"/>", "1:7", "'&#0;' is not a character XML allows"),
        ("<a>AT&T</a>", "1:6", "'&' must start an entity such as '&amp;' and end with ';'"),
        ("<a x=\"1/>", "1:10", "the value of 'x' at 1:6 is never closed"),
        ("<a/><b/>", "1:5", "a second root element"),
        ("<a/>\ntext", "2:1", "text after the root element"),
        ("<a><!-- open", "1:13", "the comment at 1:4 is never closed with '-->'"),
        ("\n<?xml version=\"1.0\"?><a/>", "2:1", "the XML declaration '<?xml …?>' must come first in the file"),
        ("</a>", "1:1", "expected the root element's start tag"),
        ("<1a/>", "1:2", "expected an element name after '<'"),
    ])
    func reportsWhereTheTextStopsBeingXML(_ text: String, _ position: String, _ message: String) {
        let (root, diagnostics) = read(text)
        #expect(root == nil)
        #expect(
            diagnostics.map { "\($0.location!.position) \($0.code) \($0.message)" } == [
                "\(position) ib.xml not well-formed XML: \(message)"
            ])
    }

    @Test func refusesNestingDeeperThanTheLimit() {
        let depth = XMLReader.maximumDepth
        let (fits, fine) = read(String(repeating: "<a>", count: depth) + String(repeating: "</a>", count: depth))
        #expect(fits != nil && fine.isEmpty)
        let (root, deep) = read(String(repeating: "<a>", count: depth + 1))
        #expect(root == nil)
        #expect(deep.first?.message.contains("nested deeper than \(depth)") == true)
        #expect(deep.first?.location?.position.column == 3 * depth + 1)
    }

    @Test func acceptsAByteOrderMarkADoctypeAndInstructions() throws {
        let (root, diagnostics) = read("\u{FEFF}<?xml version=\"1.0\"?><!DOCTYPE a><a><?pi data?></a><!-- end -->\n")
        #expect(diagnostics.isEmpty)
        #expect(try #require(root).name == "a")
    }
}
