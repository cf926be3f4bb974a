/** Name and place tables for the demo and bulk generators. */

/** Splits a comma-separated table (kept compact so the formatter does not put one name per line). */
export function list(table: string): string[] {
  return table
    .split(",")
    .map((item) => item.trim())
    .filter((item) => item.length > 0);
}

export const MALE_FIRST_NAMES: readonly string[] = list(`
  Marco, Luca, Giuseppe, Francesco, Andrea, Alessandro, Matteo, Lorenzo, Davide, Simone, Federico,
  Stefano, Riccardo, Roberto, Paolo, Giovanni, Antonio, Fabio, Daniele, Emanuele, Gabriele, Massimo,
  Nicola, Tommaso, Michele, Alberto, Claudio, Enrico, Filippo, Pietro, Salvatore, Vincenzo, Domenico,
  Carlo, Giacomo, Edoardo, Leonardo, Mattia, Cristian, Diego, Mirko, Valerio, Raffaele, Gianluca,
  Emilio, Ivan, Samuele, Jacopo, Pasquale, Luigi
`);

export const FEMALE_FIRST_NAMES: readonly string[] = list(`
  Giulia, Francesca, Chiara, Sara, Martina, Valentina, Alessia, Elisa, Federica, Silvia, Laura, Elena,
  Anna, Giorgia, Alice, Sofia, Roberta, Paola, Ilaria, Serena, Claudia, Beatrice, Veronica, Michela,
  Marta, Camilla, Eleonora, Arianna, Noemi, Irene, Cristina, Monica, Barbara, Simona, Daniela, Erika,
  Greta, Aurora, Ludovica, Rebecca, Caterina, Teresa, Lucia, Maria, Angela, Vanessa, Debora, Nadia,
  Rossella, Gaia
`);

export const LAST_NAMES: readonly string[] = list(`
  Rossi, Russo, Ferrari, Esposito, Bianchi, Romano, Colombo, Ricci, Marino, Greco, Bruno, Gallo, Conti,
  De Luca, Mancini, Costa, Giordano, Rizzo, Lombardi, Moretti, Barbieri, Fontana, Santoro, Mariani,
  Rinaldi, Caruso, Ferrara, Galli, Martini, Leone, Longo, Gentile, Martinelli, Vitale, Lombardo, Serra,
  Coppola, De Santis, D'Angelo, Marchetti, Parisi, Villa, Conte, Ferraro, Ferri, Fabbri, Bianco,
  Marini, Grasso, Valentini, Messina, Sala, De Angelis, Gatti, Pellegrini, Palumbo, Sanna, Farina,
  Rizzi, Monti, Cattaneo, Morelli, Amato, Silvestri, Mazza, Testa, Grassi, Pellegrino, Carbone,
  Giuliani, Benedetti, Barone, Rossetti, Caputo, Montanari, Guerra, Palmieri, Bernardi, Martino, Fiore,
  De Rosa, Ferretti, Bellini, Basile, Riva, Donati, Piras, Vitali, Battaglia, Sartori, Neri,
  Costantini, Milani, Pagano, Ruggiero, Sorrentino, D'Amico, Orlando, Fumagalli, Negri
`);

/** Foreign names for the consultants of foreign suppliers, by country. */
export const FOREIGN_NAMES: Record<
  string,
  { first: readonly string[]; last: readonly string[]; native: string }
> = {
  DE: {
    first: list("Lukas, Jonas, Felix, Maximilian, Anna, Lena, Julia, Katharina, Tobias, Sebastian"),
    last: list("Müller, Schmidt, Schneider, Fischer, Weber, Wagner, Becker, Hoffmann, Schäfer, Koch"),
    native: "de",
  },
  ES: {
    first: list("Javier, Alejandro, Pablo, Diego, Lucía, María, Carmen, Laura, Sergio, Marta"),
    last: list("García, Fernández, González, Rodríguez, López, Martínez, Sánchez, Pérez, Gómez, Ruiz"),
    native: "es",
  },
  FR: {
    first: list("Julien, Nicolas, Thomas, Antoine, Camille, Claire, Manon, Élodie, Mathieu, Pauline"),
    last: list("Martin, Bernard, Dubois, Thomas, Robert, Richard, Petit, Durand, Leroy, Moreau"),
    native: "fr",
  },
};

/**
 * Italian cities with the three-digit province office code used in positions 8–10 of a partita IVA,
 * and a weight (bigger job markets host more consultants).
 */
export const ITALIAN_CITIES: readonly (readonly [city: string, officeCode: string, weight: number])[] = [
  ["Milano", "015", 22],
  ["Roma", "058", 18],
  ["Torino", "001", 9],
  ["Bologna", "037", 7],
  ["Napoli", "063", 7],
  ["Firenze", "048", 5],
  ["Padova", "028", 4],
  ["Bari", "072", 4],
  ["Genova", "010", 4],
  ["Verona", "023", 4],
  ["Brescia", "017", 3],
  ["Bergamo", "016", 3],
  ["Venezia", "027", 2],
  ["Palermo", "082", 3],
  ["Catania", "087", 2],
  ["Cagliari", "092", 2],
  ["Trento", "022", 2],
  ["Modena", "036", 2],
  ["Parma", "034", 2],
  ["Pisa", "050", 1],
  ["Ancona", "042", 1],
  ["Perugia", "054", 1],
  ["Pescara", "068", 1],
  ["Lecce", "075", 1],
];

const OFFICE_CODES = new Map(ITALIAN_CITIES.map(([city, code]) => [city, code]));

/** The province office code of a city, or Milano's when the city is not in the table. */
export function officeCodeFor(city: string): string {
  return OFFICE_CODES.get(city) ?? "015";
}

export const CITY_WEIGHTS: readonly (readonly [string, number])[] = ITALIAN_CITIES.map(([city, , w]) => [
  city,
  w,
]);
