-- Partners' laborerContacts: the laborers who opted in to show their phone, by state and district, in id order.
CREATE INDEX "User_phoneVisibleToPartners_userType_state_district_id_idx" ON "User"("phoneVisibleToPartners", "userType", "state", "district", "id");
