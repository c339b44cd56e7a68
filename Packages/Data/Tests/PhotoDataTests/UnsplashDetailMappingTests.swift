import Domain
import Foundation
@testable import PhotoData
import Testing

/// How a photo's camera and place, as the real API sends them, become domain values.
@Suite("Unsplash photo detail mapping of camera and place")
struct UnsplashDetailMappingTests {
    private func detail(exif: String, location: String) throws -> PhotoDetail {
        let json = """
        {"id":"x","width":1,"height":1,"user":{"username":"u"},
         "urls":{"full":"https://a/f","regular":"https://a/r","small":"https://a/s","thumb":"https://a/t"},
         "exif":\(exif),"location":\(location)}
        """
        return try #require(try JSONDecoder().decode(UnsplashPhotoDetailDTO.self, from: Data(json.utf8)).toDomain())
    }

    @Test("given a detail whose topics include one with a slug no one could type back, when mapped, then that topic is left out and the others kept in order")
    func untypableTopicSlugsAreLeftOut() throws {
        let json = """
        {"id":"x","width":1,"height":1,"user":{"username":"u"},
         "urls":{"full":"https://a/f","regular":"https://a/r","small":"https://a/s","thumb":"https://a/t"},
         "topics":[{"slug":"film","title":"Film"},{"slug":"a b","title":"Spaced"},{"slug":"nature","title":"Nature"}]}
        """

        let mapped = try #require(try JSONDecoder().decode(UnsplashPhotoDetailDTO.self, from: Data(json.utf8)).toDomain())

        #expect(mapped.topics.map(\.slug) == ["film", "nature"])
    }

    @Test("given a camera model with a leading space and focal length and aperture of 0.0, when mapped, then the model is trimmed and the zeros are no values")
    func cameraTextIsTrimmedAndZerosAreNone() throws {
        let mapped = try detail(
            exif: #"{"make":"Canon","model":" EOS 6D Mark II","exposure_time":"1/250","aperture":"0.0","focal_length":"0","iso":100}"#,
            location: "null"
        )

        #expect(mapped.exif == Exif(make: "Canon", model: "EOS 6D Mark II", exposureTime: "1/250", aperture: nil, focalLength: nil, iso: 100))
    }

    @Test("given an exif whose every field is null or zero, when mapped, then there is no exif")
    func anEmptyExifIsNone() throws {
        let mapped = try detail(
            exif: #"{"make":null,"model":null,"name":null,"exposure_time":null,"aperture":"0.0","focal_length":"0.0","iso":null}"#,
            location: "null"
        )

        #expect(mapped.exif == nil)
    }

    @Test("given an older answer's location with a title and no name, when mapped, then the title names the place")
    func aLocationTitleNamesThePlace() throws {
        let mapped = try detail(exif: "null", location: #"{"title":"Montréal, Canada","name":null,"city":"Montréal","country":"Canada"}"#)

        #expect(mapped.location == PhotoLocation(name: "Montréal, Canada", city: "Montréal", country: "Canada"))
    }
}
