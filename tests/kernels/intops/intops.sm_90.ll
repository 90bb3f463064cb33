; ModuleID = 'intops.cu'
source_filename = "intops.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none)
define dso_local noundef range(i32 62, 61) i32 @_Z13collatz_stepsj(i32 noundef %0) local_unnamed_addr #0 {
  %2 = icmp eq i32 %0, 1
  br i1 %2, label %16, label %3

3:                                                ; preds = %1, %3
  %4 = phi i32 [ %11, %3 ], [ %0, %1 ]
  %5 = phi i32 [ %12, %3 ], [ 0, %1 ]
  %6 = and i32 %4, 1
  %7 = icmp eq i32 %6, 0
  %8 = mul i32 %4, 3
  %9 = add i32 %8, 1
  %10 = lshr exact i32 %4, 1
  %11 = select i1 %7, i32 %10, i32 %9
  %12 = add nuw nsw i32 %5, 1
  %13 = icmp ne i32 %12, 60
  %14 = icmp ne i32 %11, 1
  %15 = select i1 %13, i1 %14, i1 false
  br i1 %15, label %3, label %16, !llvm.loop !8

16:                                               ; preds = %3, %1
  %17 = phi i32 [ 0, %1 ], [ %12, %3 ]
  ret i32 %17
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define dso_local ptx_kernel void @intops(ptr noalias noundef readonly captures(none) %0, ptr noalias noundef readonly captures(none) %1, ptr noalias noundef writeonly captures(none) %2, i32 noundef %3) local_unnamed_addr #1 {
  %5 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %6 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %7 = mul i32 %5, %6
  %8 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %9 = add i32 %7, %8
  %10 = icmp slt i32 %9, %3
  br i1 %10, label %11, label %269

11:                                               ; preds = %4
  %12 = sext i32 %9 to i64
  %13 = getelementptr inbounds i64, ptr %0, i64 %12
  %14 = load i64, ptr %13, align 8, !tbaa !10
  %15 = getelementptr inbounds i64, ptr %1, i64 %12
  %16 = load i64, ptr %15, align 8, !tbaa !10
  %17 = mul nsw i32 %9, 24
  %18 = sext i32 %17 to i64
  %19 = getelementptr inbounds i32, ptr %2, i64 %18
  %20 = trunc i64 %14 to i32
  %21 = trunc i64 %16 to i32
  %22 = and i64 %14, 31
  %23 = lshr i64 %16, %22
  %24 = or i64 %23, 1
  %25 = or i64 %16, 1
  %26 = and i64 %14, 15
  %27 = ashr i64 %25, %26
  %28 = freeze i64 %14
  %29 = freeze i64 %24
  %30 = udiv i64 %28, %29
  %31 = trunc i64 %30 to i32
  store i32 %31, ptr %19, align 4, !tbaa !4
  %32 = mul i64 %30, %29
  %33 = sub i64 %28, %32
  %34 = trunc i64 %33 to i32
  %35 = getelementptr inbounds nuw i8, ptr %19, i64 4
  store i32 %34, ptr %35, align 4, !tbaa !4
  %36 = freeze i64 %14
  %37 = freeze i64 %27
  %38 = sdiv i64 %36, %37
  %39 = trunc i64 %38 to i32
  %40 = getelementptr inbounds nuw i8, ptr %19, i64 8
  store i32 %39, ptr %40, align 4, !tbaa !4
  %41 = mul i64 %38, %37
  %42 = sub i64 %36, %41
  %43 = trunc i64 %42 to i32
  %44 = getelementptr inbounds nuw i8, ptr %19, i64 12
  store i32 %43, ptr %44, align 4, !tbaa !4
  %45 = udiv i64 %14, 1000003
  %46 = sdiv i64 %14, -7
  %47 = xor i64 %45, %46
  %48 = trunc i64 %47 to i32
  %49 = getelementptr inbounds nuw i8, ptr %19, i64 16
  store i32 %48, ptr %49, align 4, !tbaa !4
  %50 = lshr i32 %21, 1
  %51 = or i32 %50, 1
  %52 = udiv i32 %20, %51
  %53 = getelementptr inbounds nuw i8, ptr %19, i64 20
  store i32 %52, ptr %53, align 4, !tbaa !4
  %54 = srem i32 %20, %51
  %55 = getelementptr inbounds nuw i8, ptr %19, i64 24
  store i32 %54, ptr %55, align 4, !tbaa !4
  %56 = tail call range(i64 0, 65) i64 @llvm.ctpop.i64(i64 %14)
  %57 = trunc nuw nsw i64 %56 to i32
  %58 = getelementptr inbounds nuw i8, ptr %19, i64 28
  store i32 %57, ptr %58, align 4, !tbaa !4
  %59 = or i64 %14, 1
  %60 = tail call range(i64 0, 64) i64 @llvm.ctlz.i64(i64 %59, i1 true)
  %61 = trunc nuw nsw i64 %60 to i32
  %62 = or i32 %21, 1
  %63 = tail call range(i32 0, 32) i32 @llvm.ctlz.i32(i32 %62, i1 true)
  %64 = shl nuw nsw i32 %63, 6
  %65 = or disjoint i32 %64, %61
  %66 = getelementptr inbounds nuw i8, ptr %19, i64 32
  store i32 %65, ptr %66, align 4, !tbaa !4
  %67 = or i32 %20, -2147483648
  %68 = tail call range(i32 0, 32) i32 @llvm.cttz.i32(i32 %67, i1 true)
  %69 = getelementptr inbounds nuw i8, ptr %19, i64 36
  store i32 %68, ptr %69, align 4, !tbaa !4
  %70 = tail call i32 @llvm.bitreverse.i32(i32 %20)
  %71 = getelementptr inbounds nuw i8, ptr %19, i64 40
  store i32 %70, ptr %71, align 4, !tbaa !4
  %72 = tail call i32 @llvm.bswap.i32(i32 %21)
  %73 = getelementptr inbounds nuw i8, ptr %19, i64 44
  store i32 %72, ptr %73, align 4, !tbaa !4
  %74 = tail call i64 @llvm.bswap.i64(i64 %14)
  %75 = lshr i64 %74, 16
  %76 = trunc i64 %75 to i32
  %77 = getelementptr inbounds nuw i8, ptr %19, i64 48
  store i32 %76, ptr %77, align 4, !tbaa !4
  %78 = tail call i32 @llvm.fshl.i32(i32 %20, i32 %20, i32 %21)
  %79 = getelementptr inbounds nuw i8, ptr %19, i64 52
  store i32 %78, ptr %79, align 4, !tbaa !4
  %80 = and i64 %16, 63
  %81 = tail call i64 @llvm.fshr.i64(i64 %14, i64 %14, i64 %16)
  %82 = lshr i64 %81, 7
  %83 = trunc i64 %82 to i32
  %84 = getelementptr inbounds nuw i8, ptr %19, i64 56
  store i32 %83, ptr %84, align 4, !tbaa !4
  %85 = and i32 %20, 7
  switch i32 %85, label %96 [
    i32 0, label %86
    i32 1, label %88
    i32 2, label %90
    i32 3, label %90
    i32 5, label %92
    i32 6, label %94
  ]

86:                                               ; preds = %11
  %87 = xor i32 %21, %20
  br label %96

88:                                               ; preds = %11
  %89 = add i32 %20, 17
  br label %96

90:                                               ; preds = %11, %11
  %91 = mul i32 %21, 3
  br label %96

92:                                               ; preds = %11
  %93 = lshr i32 %20, 3
  br label %96

94:                                               ; preds = %11
  %95 = xor i32 %21, -1
  br label %96

96:                                               ; preds = %11, %86, %88, %90, %92, %94
  %97 = phi i32 [ %95, %94 ], [ %87, %86 ], [ %89, %88 ], [ %91, %90 ], [ %93, %92 ], [ 4660, %11 ]
  %98 = getelementptr inbounds nuw i8, ptr %19, i64 60
  store i32 %97, ptr %98, align 4, !tbaa !4
  %99 = and i32 %20, 65534
  %100 = or disjoint i32 %99, 1
  %101 = tail call noundef i32 @_Z13collatz_stepsj(i32 noundef %100) #6
  %102 = getelementptr inbounds nuw i8, ptr %19, i64 64
  store i32 %101, ptr %102, align 4, !tbaa !4
  %103 = and i32 %20, 1
  %104 = icmp eq i32 %103, 0
  br label %105

105:                                              ; preds = %163, %96
  %106 = phi i32 [ 0, %96 ], [ %166, %163 ]
  %107 = phi i32 [ 0, %96 ], [ %164, %163 ]
  %108 = lshr i32 %20, %106
  %109 = and i32 %108, 7
  %110 = shl nuw nsw i32 %106, 3
  %111 = select i1 %104, i32 %110, i32 0
  %112 = add i32 %111, %107
  %113 = xor i32 %106, %20
  %114 = and i32 %113, 1
  %115 = icmp eq i32 %114, 0
  br i1 %115, label %116, label %121

116:                                              ; preds = %105
  %117 = icmp eq i32 %109, 0
  br i1 %117, label %163, label %118

118:                                              ; preds = %116
  %119 = or disjoint i32 %110, 1
  %120 = add i32 %119, %112
  br label %121

121:                                              ; preds = %118, %105
  %122 = phi i32 [ %112, %105 ], [ %120, %118 ]
  br i1 %104, label %123, label %128

123:                                              ; preds = %121
  %124 = icmp samesign ult i32 %109, 2
  br i1 %124, label %163, label %125

125:                                              ; preds = %123
  %126 = or disjoint i32 %110, 2
  %127 = add i32 %126, %122
  br label %128

128:                                              ; preds = %125, %121
  %129 = phi i32 [ %122, %121 ], [ %127, %125 ]
  br i1 %115, label %130, label %135

130:                                              ; preds = %128
  %131 = icmp samesign ult i32 %109, 3
  br i1 %131, label %163, label %132

132:                                              ; preds = %130
  %133 = or disjoint i32 %110, 3
  %134 = add i32 %133, %129
  br label %135

135:                                              ; preds = %132, %128
  %136 = phi i32 [ %129, %128 ], [ %134, %132 ]
  br i1 %104, label %137, label %142

137:                                              ; preds = %135
  %138 = icmp samesign ult i32 %109, 4
  br i1 %138, label %163, label %139

139:                                              ; preds = %137
  %140 = or disjoint i32 %110, 4
  %141 = add i32 %140, %136
  br label %142

142:                                              ; preds = %139, %135
  %143 = phi i32 [ %136, %135 ], [ %141, %139 ]
  br i1 %115, label %144, label %149

144:                                              ; preds = %142
  %145 = icmp samesign ult i32 %109, 5
  br i1 %145, label %163, label %146

146:                                              ; preds = %144
  %147 = or disjoint i32 %110, 5
  %148 = add i32 %147, %143
  br label %149

149:                                              ; preds = %146, %142
  %150 = phi i32 [ %143, %142 ], [ %148, %146 ]
  br i1 %104, label %151, label %156

151:                                              ; preds = %149
  %152 = icmp samesign ult i32 %109, 6
  br i1 %152, label %163, label %153

153:                                              ; preds = %151
  %154 = or disjoint i32 %110, 6
  %155 = add i32 %154, %150
  br label %156

156:                                              ; preds = %153, %149
  %157 = phi i32 [ %150, %149 ], [ %155, %153 ]
  %158 = icmp eq i32 %109, 7
  %159 = select i1 %115, i1 %158, i1 false
  %160 = or disjoint i32 %110, 7
  %161 = select i1 %159, i32 %160, i32 0
  %162 = add i32 %157, %161
  br label %163

163:                                              ; preds = %156, %151, %144, %137, %130, %123, %116
  %164 = phi i32 [ %136, %137 ], [ %150, %151 ], [ %112, %116 ], [ %162, %156 ], [ %122, %123 ], [ %143, %144 ], [ %129, %130 ]
  %165 = icmp ugt i32 %164, 600
  %166 = add nuw nsw i32 %106, 1
  %167 = icmp eq i32 %166, 8
  %168 = select i1 %165, i1 true, i1 %167
  br i1 %168, label %169, label %105, !llvm.loop !12

169:                                              ; preds = %163
  %170 = getelementptr inbounds nuw i8, ptr %19, i64 68
  store i32 %164, ptr %170, align 4, !tbaa !4
  %171 = tail call noundef i32 @llvm.nvvm.mulhi.ui(i32 %20, i32 %21)
  %172 = getelementptr inbounds nuw i8, ptr %19, i64 72
  store i32 %171, ptr %172, align 4, !tbaa !4
  %173 = tail call { i32, i1 } @llvm.uadd.with.overflow.i32(i32 %20, i32 %21)
  %174 = extractvalue { i32, i1 } %173, 1
  %175 = extractvalue { i32, i1 } %173, 0
  %176 = select i1 %174, i32 -2147483648, i32 0
  %177 = xor i32 %176, %175
  %178 = getelementptr inbounds nuw i8, ptr %19, i64 76
  store i32 %177, ptr %178, align 4, !tbaa !4
  %179 = tail call i32 @llvm.smin.i32(i32 %20, i32 %21)
  %180 = tail call i32 @llvm.abs.i32(i32 %179, i1 true)
  %181 = getelementptr inbounds nuw i8, ptr %19, i64 80
  store i32 %180, ptr %181, align 4, !tbaa !4
  %182 = icmp ugt i32 %20, %21
  %183 = sub nuw i32 %20, %21
  %184 = sub nuw i32 %21, %20
  %185 = select i1 %182, i32 %183, i32 %184
  %186 = getelementptr inbounds nuw i8, ptr %19, i64 84
  store i32 %185, ptr %186, align 4, !tbaa !4
  %187 = ashr i64 %14, %80
  %188 = trunc i64 %187 to i32
  %189 = mul i64 %16, %14
  %190 = lshr i64 %189, 40
  %191 = trunc nuw nsw i64 %190 to i32
  %192 = add i32 %188, %191
  %193 = getelementptr inbounds nuw i8, ptr %19, i64 88
  store i32 %192, ptr %193, align 4, !tbaa !4
  %194 = add i32 %50, %20
  %195 = shl i32 %20, 1
  %196 = lshr i32 %21, 2
  %197 = add i32 %195, %196
  %198 = mul i32 %20, 3
  %199 = lshr i32 %21, 3
  %200 = add i32 %198, %199
  %201 = shl i32 %20, 2
  %202 = lshr i32 %21, 4
  %203 = add i32 %201, %202
  %204 = mul i32 %20, 5
  %205 = lshr i32 %21, 5
  %206 = add i32 %204, %205
  %207 = mul i32 %20, 6
  %208 = lshr i32 %21, 6
  %209 = add i32 %207, %208
  %210 = mul i32 %20, 7
  %211 = lshr i32 %21, 7
  %212 = add i32 %210, %211
  %213 = shl i32 %20, 3
  %214 = lshr i32 %21, 8
  %215 = add i32 %213, %214
  %216 = mul i32 %20, 9
  %217 = lshr i32 %21, 9
  %218 = add i32 %216, %217
  %219 = mul i32 %20, 10
  %220 = lshr i32 %21, 10
  %221 = add i32 %219, %220
  %222 = mul i32 %20, 11
  %223 = lshr i32 %21, 11
  %224 = add i32 %222, %223
  %225 = mul i32 %20, 12
  %226 = lshr i32 %21, 12
  %227 = add i32 %225, %226
  %228 = mul i32 %20, 13
  %229 = lshr i32 %21, 13
  %230 = add i32 %228, %229
  %231 = mul i32 %20, 14
  %232 = lshr i32 %21, 14
  %233 = add i32 %231, %232
  %234 = mul i32 %20, 15
  %235 = lshr i32 %21, 15
  %236 = add i32 %234, %235
  %237 = add i32 %194, %21
  %238 = tail call i32 @llvm.umax.i32(i32 %194, i32 %21)
  %239 = add i32 %197, %237
  %240 = tail call i32 @llvm.umax.i32(i32 %197, i32 %238)
  %241 = add i32 %200, %239
  %242 = tail call i32 @llvm.umax.i32(i32 %200, i32 %240)
  %243 = add i32 %203, %241
  %244 = tail call i32 @llvm.umax.i32(i32 %203, i32 %242)
  %245 = add i32 %206, %243
  %246 = tail call i32 @llvm.umax.i32(i32 %206, i32 %244)
  %247 = add i32 %209, %245
  %248 = tail call i32 @llvm.umax.i32(i32 %209, i32 %246)
  %249 = add i32 %212, %247
  %250 = tail call i32 @llvm.umax.i32(i32 %212, i32 %248)
  %251 = add i32 %215, %249
  %252 = tail call i32 @llvm.umax.i32(i32 %215, i32 %250)
  %253 = add i32 %218, %251
  %254 = tail call i32 @llvm.umax.i32(i32 %218, i32 %252)
  %255 = add i32 %221, %253
  %256 = tail call i32 @llvm.umax.i32(i32 %221, i32 %254)
  %257 = add i32 %224, %255
  %258 = tail call i32 @llvm.umax.i32(i32 %224, i32 %256)
  %259 = add i32 %227, %257
  %260 = tail call i32 @llvm.umax.i32(i32 %227, i32 %258)
  %261 = add i32 %230, %259
  %262 = tail call i32 @llvm.umax.i32(i32 %230, i32 %260)
  %263 = add i32 %233, %261
  %264 = tail call i32 @llvm.umax.i32(i32 %233, i32 %262)
  %265 = add i32 %236, %263
  %266 = tail call i32 @llvm.umax.i32(i32 %236, i32 %264)
  %267 = xor i32 %266, %265
  %268 = getelementptr inbounds nuw i8, ptr %19, i64 92
  store i32 %267, ptr %268, align 4, !tbaa !4
  br label %269

269:                                              ; preds = %4, %169
  ret void
}

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.ctpop.i64(i64) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.ctlz.i64(i64, i1 immarg) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.ctlz.i32(i32, i1 immarg) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.cttz.i32(i32, i1 immarg) #3

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.bitreverse.i32(i32) #2

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.bswap.i32(i32) #2

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.bswap.i64(i64) #2

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.fshr.i64(i64, i64, i64) #2

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare { i32, i1 } @llvm.uadd.with.overflow.i32(i32, i32) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.mulhi.ui(i32, i32) #3

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.fshl.i32(i32, i32, i32) #4

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.abs.i32(i32, i1 immarg) #5

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umax.i32(i32, i32) #4

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx42,+ptx78,+sm_90" }
attributes #1 = { mustprogress nofree noinline norecurse nosync nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx42,+ptx78,+sm_90" "uniform-work-group-size"="true" }
attributes #2 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { nounwind }

!llvm.module.flags = !{!0, !1, !2}
!llvm.ident = !{!3}
!llvm.errno.tbaa = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!2 = !{i32 7, !"frame-pointer", i32 2}
!3 = !{!"Debian clang version 22.1.8 (1~deb12u1)"}
!4 = !{!5, !5, i64 0}
!5 = !{!"int", !6, i64 0}
!6 = !{!"omnipotent char", !7, i64 0}
!7 = !{!"Simple C++ TBAA"}
!8 = distinct !{!8, !9}
!9 = !{!"llvm.loop.mustprogress"}
!10 = !{!11, !11, i64 0}
!11 = !{!"long long", !6, i64 0}
!12 = distinct !{!12, !9}
