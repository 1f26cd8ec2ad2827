import Foundation

/// The name pools the directory draws from: Latin-script names (English, Spanish, French, German,
/// Vietnamese), Japanese, Chinese, Korean, Ukrainian (Cyrillic) and Greek. Ukrainian family names ending in
/// -енко, -ук or -ник do not change with gender; Greek ones do, so Greek has a pool for women and one for men.
enum NamePools {
    /// Every pool, in the order the generator weighs them.
    static let all: [NamePool] = [english, spanish, french, german, vietnamese, japanese, chinese, korean, ukrainian, greekWomen, greekMen]

    /// English names, given name first.
    static let english = NamePool(
        order: .givenFirst, weight: 28,
        givenNames: latin("""
            James Mary Robert Patricia John Jennifer Michael Linda David Elizabeth William Barbara Richard Susan \
            Joseph Jessica Thomas Sarah Christopher Karen Daniel Emily Matthew Olivia Anthony Hannah Mark Grace \
            Andrew Chloe Joshua Megan Ryan Laura Kevin Rachel Brian Amy George Anne Bill Emma Oliver Sophie Liam \
            Charlotte Noah Ava Ethan Zoe
            """),
        familyNames: latin("""
            Smith Johnson Williams Brown Jones Miller Davis Wilson Anderson Taylor Thomas Moore Martin Jackson \
            Thompson White Harris Clark Lewis Robinson Walker Young Allen King Wright Scott Hill Green Adams Baker \
            Nelson Carter Mitchell Roberts Turner Phillips Campbell Parker Evans Edwards Collins Stewart Morris \
            Murphy Cook Rogers Morgan Cooper Peterson Reed Bailey Bell Kelly Howard Ward Cox Richardson Wood \
            Watson Brooks Bennett Gray James Hughes Price Sanders Foster Powell Sullivan Russell O'Brien \
            Fitzgerald
            """)
    )

    /// Spanish names, given name first.
    static let spanish = NamePool(
        order: .givenFirst, weight: 12,
        givenNames: latin("""
            Juan María José Carmen Luis Ana Carlos Lucía Javier Sofía Miguel Isabel Alejandro Elena Diego Paula \
            Andrés Marta Pablo Laura Sergio Valentina Raúl Camila Fernando Inés Jorge Beatriz Ramón Ximena
            """),
        familyNames: latin("""
            García Martínez Rodríguez López Hernández González Pérez Sánchez Ramírez Torres Flores Rivera Gómez \
            Díaz Chávez Morales Ortiz Castillo Jiménez Ruiz Vargas Romero Herrera Medina Aguilar Castro Núñez \
            Guerrero Delgado Peña
            """)
    )

    /// French names, given name first.
    static let french = NamePool(
        order: .givenFirst, weight: 8,
        givenNames: latin("""
            Hélène François Amélie Benoît Céline Jérôme Élodie Stéphane Chloé Théo Margaux Léa Julien Manon \
            Mathieu Camille Nicolas Aurélie Sébastien Zoé Antoine Juliette Rémi Noémie
            """),
        familyNames: latin("""
            Lefèvre Dubois Moreau Laurent Lefebvre Girard Bonnet Dupont Lambert Fontaine Rousseau Mercier Blanc \
            Guérin Faure André Chevalier Gauthier Leroy Bérard Perrin Clément Brunet Noël
            """)
    )

    /// German names, given name first.
    static let german = NamePool(
        order: .givenFirst, weight: 6,
        givenNames: latin("""
            Jürgen Lukas Anna Leonie Jonas Sophie Felix Lena Maximilian Katrin Tobias Jana Matthias Sabine Stefan \
            Ute Björn Jörg Uwe Greta
            """),
        familyNames: latin("""
            Müller Schmidt Schneider Fischer Weber Meyer Wagner Becker Schulz Hoffmann Schäfer Koch Bauer Richter \
            Klein Wolf Schröder Neumann Zimmermann Krüger Hartmann Köhler Lange Werner
            """)
    )

    /// Vietnamese names: family name first; given names carry their middle name. "Đ" is not a "D" with a
    /// diacritic to Unicode, so those parts spell out their romanization.
    static let vietnamese = NamePool(
        order: .familyFirst, weight: 5,
        givenNames: latin("""
            Văn_An Thị_Lan Minh_Anh Thu_Hà Quốc_Bảo Ngọc_Mai Thanh_Hương Hoàng_Long Phương_Linh Văn_Hùng Thị_Hoa \
            Gia_Huy Khánh_Linh Tuấn_Kiệt Bảo_Ngọc
            """) + [NamePart("Đức Thắng", "Duc Thang")],
        familyNames: latin("Nguyễn Trần Lê Phạm Hoàng Huỳnh Phan Vũ Võ Bùi Hồ Ngô Dương Lý")
            + [NamePart("Đặng", "Dang"), NamePart("Đỗ", "Do")]
    )

    /// Japanese names in kanji (a few given names in hiragana), family name first with a space, as in
    /// "佐藤 花子"; romanized in Hepburn without long vowels.
    static let japanese = NamePool(
        order: .familyFirst, weight: 10,
        givenNames: romanized("""
            花子 hanako 太郎 taro 陽菜 hina 蓮 ren 結衣 yui 大翔 hiroto 美咲 misaki 翔太 shota さくら sakura \
            健太 kenta 愛子 aiko 拓也 takuya 由美 yumi 直樹 naoki 真由美 mayumi 浩 hiroshi 恵 megumi \
            大輔 daisuke ひかり hikari 誠 makoto 明美 akemi 悠人 yuto 葵 aoi 和也 kazuya
            """),
        familyNames: romanized("""
            佐藤 sato 鈴木 suzuki 高橋 takahashi 田中 tanaka 伊藤 ito 渡辺 watanabe 山本 yamamoto 中村 nakamura \
            小林 kobayashi 加藤 kato 吉田 yoshida 山田 yamada 佐々木 sasaki 山口 yamaguchi 松本 matsumoto \
            井上 inoue 木村 kimura 清水 shimizu 山崎 yamazaki 森 mori 池田 ikeda 橋本 hashimoto 石川 ishikawa
            """)
    )

    /// Chinese names in simplified characters, family name first without a space, as in "陈美"; romanized
    /// in pinyin without tones.
    static let chinese = NamePool(
        order: .familyFirstUnspaced, weight: 10,
        givenNames: romanized("""
            美 mei 伟 wei 芳 fang 娜 na 敏 min 静 jing 丽 li 强 qiang 磊 lei 军 jun 洋 yang 勇 yong 艳 yan 杰 jie \
            涛 tao 明 ming 超 chao 秀英 xiuying 晓明 xiaoming 美玲 meiling 子涵 zihan 浩然 haoran 雨桐 yutong \
            建国 jianguo 欣怡 xinyi 宇轩 yuxuan 思远 siyuan
            """),
        familyNames: romanized("""
            陈 chen 王 wang 李 li 张 zhang 刘 liu 杨 yang 黄 huang 赵 zhao 吴 wu 周 zhou 徐 xu 孙 sun 马 ma 朱 zhu \
            胡 hu 郭 guo 何 he 林 lin 罗 luo 高 gao
            """)
    )

    /// Korean names in Hangul, family name first without a space, as in "김민준"; in Revised Romanization
    /// except for family names' customary spellings (Lee, Park, Choi).
    static let korean = NamePool(
        order: .familyFirstUnspaced, weight: 8,
        givenNames: romanized("""
            민준 minjun 서연 seoyeon 지훈 jihun 수빈 subin 도윤 doyun 하은 haeun 예준 yejun 지민 jimin \
            현우 hyeonu 지우 jiu 성민 seongmin 유진 yujin 동현 donghyeon 은지 eunji 준호 junho 소연 soyeon \
            태양 taeyang 다은 daeun
            """),
        familyNames: romanized("""
            김 kim 이 lee 박 park 최 choi 정 jung 강 kang 조 cho 윤 yoon 장 jang 임 lim 한 han 오 oh 서 seo \
            신 shin 권 kwon 황 hwang 안 ahn 송 song
            """)
    )

    /// Ukrainian names in Cyrillic, given name first; romanized in the national transliteration.
    static let ukrainian = NamePool(
        order: .givenFirst, weight: 5,
        givenNames: romanized("""
            Олена olena Андрій andrii Оксана oksana Тарас taras Ірина iryna Дмитро dmytro Наталія nataliia \
            Богдан bohdan Юлія yuliia Максим maksym Світлана svitlana Олександр oleksandr Марія mariia \
            Василь vasyl Тетяна tetiana Іван ivan
            """),
        familyNames: romanized("""
            Шевченко shevchenko Коваленко kovalenko Бондаренко bondarenko Ткаченко tkachenko \
            Кравченко kravchenko Олійник oliinyk Мельник melnyk Шевчук shevchuk Поліщук polishchuk \
            Савчук savchuk Бойко boiko Коваль koval Лисенко lysenko Руденко rudenko Марченко marchenko \
            Гончаренко honcharenko
            """)
    )

    /// Greek women's names, with the feminine (genitive) form of family names.
    static let greekWomen = NamePool(
        order: .givenFirst, weight: 2,
        givenNames: romanized("""
            Ελένη eleni Μαρία maria Αικατερίνη aikaterini Σοφία sofia Δήμητρα dimitra Γεωργία georgia \
            Αναστασία anastasia Ιωάννα ioanna
            """),
        familyNames: romanized("""
            Παπαδοπούλου papadopoulou Παπαδάκη papadaki Γεωργίου georgiou Οικονόμου oikonomou \
            Νικολάου nikolaou Βασιλείου vasileiou Καραγιάννη karagianni Αθανασίου athanasiou
            """)
    )

    /// Greek men's names, with the masculine form of family names.
    static let greekMen = NamePool(
        order: .givenFirst, weight: 2,
        givenNames: romanized("""
            Γιώργος giorgos Νίκος nikos Κώστας kostas Δημήτρης dimitris Γιάννης giannis Παναγιώτης panagiotis \
            Χρήστος christos Αλέξανδρος alexandros
            """),
        familyNames: romanized("""
            Παπαδόπουλος papadopoulos Παπαδάκης papadakis Γεωργίου georgiou Οικονόμου oikonomou \
            Νικολάου nikolaou Βασιλείου vasileiou Καραγιάννης karagiannis Αθανασίου athanasiou
            """)
    )

    /// Latin-script parts from a list separated by spaces; "_" stands for a space inside a part.
    private static func latin(_ list: String) -> [NamePart] {
        list.split(separator: " ").map { NamePart($0.replacingOccurrences(of: "_", with: " ")) }
    }

    /// Parts from a list of written forms each followed by its romanization, separated by spaces.
    private static func romanized(_ list: String) -> [NamePart] {
        let words = list.split(separator: " ").map(String.init)
        return stride(from: 0, to: words.count - 1, by: 2).map { NamePart(words[$0], words[$0 + 1]) }
    }
}
