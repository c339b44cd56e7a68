import Domain
import Foundation
@testable import PhotoData
import Testing

@Suite("Mapping sponsorships, Unsplash+ and alternative text")
struct UnsplashSponsorAndPlusMappingTests {
    private static let urls = #""urls":{"full":"https://i.test/f","regular":"https://i.test/r","small":"https://i.test/s","thumb":"https://i.test/t"}"#

    private func photo(_ fields: String) throws -> Photo {
        let json = #"{"id":"x","width":10,"height":10,"user":{"username":"u","name":"U"},"# + Self.urls + (fields.isEmpty ? "" : ",") + fields + "}"
        return try #require(try JSONDecoder().decode(UnsplashPhotoDTO.self, from: Data(json.utf8)).toDomain())
    }

    @Test("given a 2020-style sponsorship object, when mapped, then the sponsor's name and trimmed tagline label the photo")
    func sponsorshipObject() throws {
        let sponsored = try photo(#""sponsorship":{"impression_urls":[],"tagline":"Made Right. On the Farm. ","tagline_url":"https://x.test","sponsor":{"username":"hillshirefarm","name":"Hillshire Farm"}}"#)

        #expect(sponsored.sponsorship == Sponsorship(sponsor: "Hillshire Farm", tagline: "Made Right. On the Farm."))
    }

    @Test("given a 2019-style sponsored flag with sponsored_by, when mapped, then the sponsor labels the photo; the flag alone or false does not")
    func olderSponsoredFlag() throws {
        #expect(try photo(#""sponsored":true,"sponsored_by":{"username":"surface","name":"Surface"}"#).sponsorship == Sponsorship(sponsor: "Surface", tagline: nil))
        #expect(try photo(#""sponsored":false,"sponsored_by":null"#).sponsorship == nil)
        #expect(try photo(#""sponsored":true"#).sponsorship == nil)
    }

    @Test("given a null, malformed or sponsorless sponsorship, when mapped, then the photo stays and carries no label")
    func malformedSponsorship() throws {
        for fields in [#""sponsorship":null"#, #""sponsorship":"yes""#, #""sponsorship":{"tagline":"x"}"#, #""sponsorship":{"sponsor":7}"#] {
            #expect(try photo(fields).sponsorship == nil, "\(fields)")
        }
    }

    @Test("given malformed extras (a text for a flag, a text for a count), when mapped, then the photo stays and the extras are none")
    func malformedExtrasKeepThePhoto() throws {
        let odd = try photo(#""premium":"yes","plus":1,"sponsored":"no""#)
        let json = #"{"id":"x","width":10,"height":10,"# + Self.urls + #","user":{"username":"u","name":"U","location":7,"total_photos":"12","bio":"Hi"}}"#
        let detail = try #require(try JSONDecoder().decode(UnsplashPhotoDetailDTO.self, from: Data(json.utf8)).toDomain())

        #expect(!odd.isPlus && odd.sponsorship == nil)
        #expect(detail.photographer?.location == nil && detail.photographer?.totalPhotos == nil && detail.photographer?.bio == "Hi")
    }

    @Test("given premium or plus true, when mapped, then the photo is Unsplash+; false, null or absent is not")
    func plusMark() throws {
        #expect(try photo(#""premium":true,"plus":true"#).isPlus)
        #expect(try photo(#""plus":true"#).isPlus)
        #expect(try photo(#""premium":true"#).isPlus)
        #expect(try !photo(#""premium":false,"plus":false"#).isPlus)
        #expect(try !photo(#""premium":null"#).isPlus)
        #expect(try !photo("").isPlus)
    }

    @Test("given a description and an alternative text, when mapped, then both are kept apart, trimmed, and the caption prefers the description")
    func descriptionsKeptApart() throws {
        let both = try photo(#""description":" Mist over the ridge\n","alt_description":"green mountains under white clouds""#)
        let altOnly = try photo(#""description":"   ","alt_description":"a cat""#)

        #expect(both.description == "Mist over the ridge")
        #expect(both.altDescription == "green mountains under white clouds")
        #expect(both.caption == "Mist over the ridge")
        #expect(altOnly.description == nil)
        #expect(altOnly.caption == "a cat")
    }

    @Test("given a detail with views, topics and a user's place, portfolio and biography, when mapped, then the detail carries them; a topic without a title is left out")
    func detailExtras() throws {
        let json = #"{"id":"x","width":10,"height":10,"views":123456,"downloads":77,"# + Self.urls + #","user":{"username":"u","name":"U","location":" Oslo ","bio":"I walk.","portfolio_url":"https://u.example","total_photos":42},"topics":[{"id":"1","slug":"nature","title":"Nature"},{"id":"2","slug":"x"},{"slug":"-film","title":"Film"}]}"#
        let detail = try #require(try JSONDecoder().decode(UnsplashPhotoDetailDTO.self, from: Data(json.utf8)).toDomain())

        #expect(detail.views == 123_456)
        #expect(detail.topics == [TopicReference(slug: "nature", title: "Nature"), TopicReference(slug: "-film", title: "Film")])
        #expect(detail.photographer?.location == "Oslo")
        #expect(detail.photographer?.bio == "I walk.")
        #expect(detail.photographer?.portfolioURL == URL(string: "https://u.example"))
        #expect(detail.photographer?.totalPhotos == 42)
        #expect(detail.photographer?.author == detail.photo.author)
    }

    @Test("given a list photo whose user says nothing beyond the name, when its detail is mapped, then there is no profile")
    func noProfile() throws {
        let json = #"{"id":"x","width":10,"height":10,"# + Self.urls + #","user":{"username":"u","name":"U","location":null,"bio":"","portfolio_url":null}}"#
        let detail = try #require(try JSONDecoder().decode(UnsplashPhotoDetailDTO.self, from: Data(json.utf8)).toDomain())

        #expect(detail.photographer == nil)
        #expect(detail.views == nil)
        #expect(detail.topics.isEmpty)
    }
}
