import Testing
import ToolSupport

/// What the tool's HTML pages share: escaping, and the page's opening.
@Suite struct HTMLPageTests {
  @Test func specialCharactersAreEscapedForContentAndAttributes() {
    #expect(
      #"<a href="x">Tom & Jerry's</a>"#.htmlEscaped
        == "&lt;a href=&quot;x&quot;&gt;Tom &amp; Jerry&#39;s&lt;/a&gt;")
    #expect("menu-open · dark".htmlEscaped == "menu-open · dark")
  }

  @Test func theOpeningEscapesItsTitleAndEndsWithTheBodyTag() {
    let page = HTMLPage.opening(title: "A & B", head: "<style></style>")
    #expect(page.hasPrefix("<!doctype html>\n"))
    #expect(page.contains("<title>A &amp; B</title>\n<style></style>\n</head>\n"))
    #expect(page.hasSuffix("<body>"))
  }
}
