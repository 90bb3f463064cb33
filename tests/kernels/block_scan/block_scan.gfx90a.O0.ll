; ModuleID = 'block_scan.hip'
source_filename = "block_scan.hip"
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

%struct.xl_thread_idx_t = type { i8 }
%struct.xl_block_idx_t = type { i8 }
%struct.xl_block_dim_t = type { i8 }

$_ZNK15xl_thread_idx_t5get_xEv = comdat any

$_ZNK14xl_block_idx_t5get_xEv = comdat any

$_ZNK14xl_block_dim_t5get_xEv = comdat any

@_ZZ10block_scanE6totals = internal addrspace(3) global [32 x i32] undef, align 16
@threadIdx = extern_weak dso_local protected addrspace(1) global %struct.xl_thread_idx_t, align 1
@blockIdx = extern_weak dso_local protected addrspace(1) global %struct.xl_block_idx_t, align 1
@blockDim = extern_weak dso_local protected addrspace(1) global %struct.xl_block_dim_t, align 1
@.str = private unnamed_addr addrspace(4) constant [10 x i8] c"workgroup\00", align 1
@__hip_cuid_a31eab51c068076d = addrspace(1) global i8 0
@llvm.compiler.used = appending addrspace(1) global [1 x ptr] [ptr addrspacecast (ptr addrspace(1) @__hip_cuid_a31eab51c068076d to ptr)], section "llvm.metadata"

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define protected amdgpu_kernel void @block_scan(ptr addrspace(1) noundef %0, ptr addrspace(1) noundef %1, i32 noundef %2) #0 {
  %4 = alloca i32, align 4, addrspace(5)
  %5 = alloca i32, align 4, addrspace(5)
  %6 = alloca i32, align 4, addrspace(5)
  %7 = alloca i32, align 4, addrspace(5)
  %8 = alloca i32, align 4, addrspace(5)
  %9 = alloca i32, align 4, addrspace(5)
  %10 = alloca i32, align 4, addrspace(5)
  %11 = alloca i32, align 4, addrspace(5)
  %12 = alloca i32, align 4, addrspace(5)
  %13 = alloca i32, align 4, addrspace(5)
  %14 = alloca i32, align 4, addrspace(5)
  %15 = alloca i32, align 4, addrspace(5)
  %16 = alloca i32, align 4, addrspace(5)
  %17 = alloca i32, align 4, addrspace(5)
  %18 = alloca i32, align 4, addrspace(5)
  %19 = alloca i32, align 4, addrspace(5)
  %20 = alloca i32, align 4, addrspace(5)
  %21 = alloca i32, align 4, addrspace(5)
  %22 = alloca i32, align 4, addrspace(5)
  %23 = alloca i32, align 4, addrspace(5)
  %24 = alloca i32, align 4, addrspace(5)
  %25 = alloca i32, align 4, addrspace(5)
  %26 = alloca i32, align 4, addrspace(5)
  %27 = alloca ptr, align 8, addrspace(5)
  %28 = alloca ptr, align 8, addrspace(5)
  %29 = alloca ptr, align 8, addrspace(5)
  %30 = alloca ptr, align 8, addrspace(5)
  %31 = alloca i32, align 4, addrspace(5)
  %32 = alloca i32, align 4, addrspace(5)
  %33 = alloca i32, align 4, addrspace(5)
  %34 = alloca i32, align 4, addrspace(5)
  %35 = alloca i32, align 4, addrspace(5)
  %36 = alloca i32, align 4, addrspace(5)
  %37 = alloca i32, align 4, addrspace(5)
  %38 = alloca i32, align 4, addrspace(5)
  %39 = alloca i32, align 4, addrspace(5)
  %40 = alloca i32, align 4, addrspace(5)
  %41 = alloca i32, align 4, addrspace(5)
  %42 = alloca i32, align 4, addrspace(5)
  %43 = addrspacecast ptr addrspace(5) %27 to ptr
  %44 = addrspacecast ptr addrspace(5) %28 to ptr
  %45 = addrspacecast ptr addrspace(5) %29 to ptr
  %46 = addrspacecast ptr addrspace(5) %30 to ptr
  %47 = addrspacecast ptr addrspace(5) %31 to ptr
  %48 = addrspacecast ptr addrspace(5) %32 to ptr
  %49 = addrspacecast ptr addrspace(5) %33 to ptr
  %50 = addrspacecast ptr addrspace(5) %34 to ptr
  %51 = addrspacecast ptr addrspace(5) %35 to ptr
  %52 = addrspacecast ptr addrspace(5) %36 to ptr
  %53 = addrspacecast ptr addrspace(5) %37 to ptr
  %54 = addrspacecast ptr addrspace(5) %38 to ptr
  %55 = addrspacecast ptr addrspace(5) %39 to ptr
  %56 = addrspacecast ptr addrspace(5) %40 to ptr
  %57 = addrspacecast ptr addrspace(5) %41 to ptr
  %58 = addrspacecast ptr addrspace(5) %42 to ptr
  store ptr addrspace(1) %0, ptr %43, align 8
  %59 = load ptr, ptr %43, align 8
  store ptr addrspace(1) %1, ptr %44, align 8
  %60 = load ptr, ptr %44, align 8
  store ptr %59, ptr %45, align 8
  store ptr %60, ptr %46, align 8
  store i32 %2, ptr %47, align 4
  %61 = call noundef i32 @_ZNK15xl_thread_idx_t5get_xEv(ptr noundef nonnull align 1 dereferenceable(1) addrspacecast (ptr addrspace(1) @threadIdx to ptr)) #6
  store i32 %61, ptr %48, align 4
  %62 = call noundef i32 @_ZNK14xl_block_idx_t5get_xEv(ptr noundef nonnull align 1 dereferenceable(1) addrspacecast (ptr addrspace(1) @blockIdx to ptr)) #6
  %63 = call noundef i32 @_ZNK14xl_block_dim_t5get_xEv(ptr noundef nonnull align 1 dereferenceable(1) addrspacecast (ptr addrspace(1) @blockDim to ptr)) #6
  %64 = mul i32 %62, %63
  %65 = load i32, ptr %48, align 4
  %66 = add i32 %64, %65
  store i32 %66, ptr %49, align 4
  %67 = addrspacecast ptr addrspace(5) %26 to ptr
  %68 = call i32 @llvm.amdgcn.wavefrontsize()
  %69 = icmp eq i32 %68, 32
  br i1 %69, label %70, label %72

70:                                               ; preds = %3
  %71 = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  store i32 %71, ptr %67, align 4
  br label %75

72:                                               ; preds = %3
  %73 = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  %74 = call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %73)
  store i32 %74, ptr %67, align 4
  br label %75

75:                                               ; preds = %70, %72
  %76 = load i32, ptr %67, align 4
  store i32 %76, ptr %50, align 4
  %77 = load i32, ptr %48, align 4
  %78 = call i32 @llvm.amdgcn.wavefrontsize()
  %79 = udiv i32 %77, %78
  store i32 %79, ptr %51, align 4
  %80 = call noundef i32 @_ZNK14xl_block_dim_t5get_xEv(ptr noundef nonnull align 1 dereferenceable(1) addrspacecast (ptr addrspace(1) @blockDim to ptr)) #6
  %81 = call i32 @llvm.amdgcn.wavefrontsize()
  %82 = udiv i32 %80, %81
  store i32 %82, ptr %52, align 4
  %83 = load i32, ptr %49, align 4
  %84 = load i32, ptr %47, align 4
  %85 = icmp ult i32 %83, %84
  br i1 %85, label %86, label %92

86:                                               ; preds = %75
  %87 = load ptr, ptr %45, align 8
  %88 = load i32, ptr %49, align 4
  %89 = zext i32 %88 to i64
  %90 = getelementptr inbounds nuw i32, ptr %87, i64 %89
  %91 = load i32, ptr %90, align 4
  br label %93

92:                                               ; preds = %75
  br label %93

93:                                               ; preds = %92, %86
  %94 = phi i32 [ %91, %86 ], [ 0, %92 ]
  store i32 %94, ptr %53, align 4
  store i32 1, ptr %54, align 4
  br label %95

95:                                               ; preds = %154, %93
  %96 = load i32, ptr %54, align 4
  %97 = call i32 @llvm.amdgcn.wavefrontsize()
  %98 = icmp ult i32 %96, %97
  br i1 %98, label %99, label %157

99:                                               ; preds = %95
  %100 = load i32, ptr %53, align 4
  %101 = load i32, ptr %54, align 4
  %102 = call i32 @llvm.amdgcn.wavefrontsize()
  %103 = addrspacecast ptr addrspace(5) %18 to ptr
  %104 = addrspacecast ptr addrspace(5) %19 to ptr
  %105 = addrspacecast ptr addrspace(5) %20 to ptr
  %106 = addrspacecast ptr addrspace(5) %21 to ptr
  store i32 %100, ptr %104, align 4
  store i32 %101, ptr %105, align 4
  store i32 %102, ptr %106, align 4
  %107 = load i32, ptr %104, align 4
  %108 = load i32, ptr %105, align 4
  %109 = load i32, ptr %106, align 4
  %110 = addrspacecast ptr addrspace(5) %12 to ptr
  %111 = addrspacecast ptr addrspace(5) %13 to ptr
  %112 = addrspacecast ptr addrspace(5) %14 to ptr
  %113 = addrspacecast ptr addrspace(5) %15 to ptr
  %114 = addrspacecast ptr addrspace(5) %16 to ptr
  %115 = addrspacecast ptr addrspace(5) %17 to ptr
  store i32 %107, ptr %111, align 4
  store i32 %108, ptr %112, align 4
  store i32 %109, ptr %113, align 4
  %116 = addrspacecast ptr addrspace(5) %11 to ptr
  %117 = call i32 @llvm.amdgcn.wavefrontsize()
  %118 = icmp eq i32 %117, 32
  br i1 %118, label %119, label %121

119:                                              ; preds = %99
  %120 = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  store i32 %120, ptr %116, align 4
  br label %124

121:                                              ; preds = %99
  %122 = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  %123 = call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %122)
  store i32 %123, ptr %116, align 4
  br label %124

124:                                              ; preds = %121, %119
  %125 = load i32, ptr %116, align 4
  store i32 %125, ptr %114, align 4
  %126 = load i32, ptr %114, align 4
  %127 = load i32, ptr %112, align 4
  %128 = sub i32 %126, %127
  store i32 %128, ptr %115, align 4
  %129 = load i32, ptr %115, align 4
  %130 = load i32, ptr %114, align 4
  %131 = load i32, ptr %113, align 4
  %132 = sub nsw i32 %131, 1
  %133 = xor i32 %132, -1
  %134 = and i32 %130, %133
  %135 = icmp slt i32 %129, %134
  br i1 %135, label %136, label %138

136:                                              ; preds = %124
  %137 = load i32, ptr %114, align 4
  br label %140

138:                                              ; preds = %124
  %139 = load i32, ptr %115, align 4
  br label %140

140:                                              ; preds = %136, %138
  %141 = phi i32 [ %137, %136 ], [ %139, %138 ]
  store i32 %141, ptr %115, align 4
  %142 = load i32, ptr %115, align 4
  %143 = shl i32 %142, 2
  %144 = load i32, ptr %111, align 4
  %145 = call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %143, i32 %144)
  store i32 %145, ptr %55, align 4
  %146 = load i32, ptr %50, align 4
  %147 = load i32, ptr %54, align 4
  %148 = icmp uge i32 %146, %147
  br i1 %148, label %149, label %153

149:                                              ; preds = %140
  %150 = load i32, ptr %55, align 4
  %151 = load i32, ptr %53, align 4
  %152 = add i32 %151, %150
  store i32 %152, ptr %53, align 4
  br label %153

153:                                              ; preds = %149, %140
  br label %154

154:                                              ; preds = %153
  %155 = load i32, ptr %54, align 4
  %156 = shl i32 %155, 1
  store i32 %156, ptr %54, align 4
  br label %95, !llvm.loop !6

157:                                              ; preds = %95
  %158 = load i32, ptr %50, align 4
  %159 = call i32 @llvm.amdgcn.wavefrontsize()
  %160 = sub i32 %159, 1
  %161 = icmp eq i32 %158, %160
  br i1 %161, label %162, label %167

162:                                              ; preds = %157
  %163 = load i32, ptr %53, align 4
  %164 = load i32, ptr %51, align 4
  %165 = zext i32 %164 to i64
  %166 = getelementptr inbounds nuw [32 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ10block_scanE6totals to ptr), i64 0, i64 %165
  store i32 %163, ptr %166, align 4
  br label %167

167:                                              ; preds = %162, %157
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %168 = load i32, ptr %51, align 4
  %169 = icmp eq i32 %168, 0
  br i1 %169, label %170, label %254

170:                                              ; preds = %167
  %171 = load i32, ptr %50, align 4
  %172 = load i32, ptr %52, align 4
  %173 = icmp ult i32 %171, %172
  br i1 %173, label %174, label %179

174:                                              ; preds = %170
  %175 = load i32, ptr %50, align 4
  %176 = zext i32 %175 to i64
  %177 = getelementptr inbounds nuw [32 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ10block_scanE6totals to ptr), i64 0, i64 %176
  %178 = load i32, ptr %177, align 4
  br label %180

179:                                              ; preds = %170
  br label %180

180:                                              ; preds = %179, %174
  %181 = phi i32 [ %178, %174 ], [ 0, %179 ]
  store i32 %181, ptr %56, align 4
  store i32 1, ptr %57, align 4
  br label %182

182:                                              ; preds = %241, %180
  %183 = load i32, ptr %57, align 4
  %184 = call i32 @llvm.amdgcn.wavefrontsize()
  %185 = icmp ult i32 %183, %184
  br i1 %185, label %186, label %244

186:                                              ; preds = %182
  %187 = load i32, ptr %56, align 4
  %188 = load i32, ptr %57, align 4
  %189 = call i32 @llvm.amdgcn.wavefrontsize()
  %190 = addrspacecast ptr addrspace(5) %22 to ptr
  %191 = addrspacecast ptr addrspace(5) %23 to ptr
  %192 = addrspacecast ptr addrspace(5) %24 to ptr
  %193 = addrspacecast ptr addrspace(5) %25 to ptr
  store i32 %187, ptr %191, align 4
  store i32 %188, ptr %192, align 4
  store i32 %189, ptr %193, align 4
  %194 = load i32, ptr %191, align 4
  %195 = load i32, ptr %192, align 4
  %196 = load i32, ptr %193, align 4
  %197 = addrspacecast ptr addrspace(5) %5 to ptr
  %198 = addrspacecast ptr addrspace(5) %6 to ptr
  %199 = addrspacecast ptr addrspace(5) %7 to ptr
  %200 = addrspacecast ptr addrspace(5) %8 to ptr
  %201 = addrspacecast ptr addrspace(5) %9 to ptr
  %202 = addrspacecast ptr addrspace(5) %10 to ptr
  store i32 %194, ptr %198, align 4
  store i32 %195, ptr %199, align 4
  store i32 %196, ptr %200, align 4
  %203 = addrspacecast ptr addrspace(5) %4 to ptr
  %204 = call i32 @llvm.amdgcn.wavefrontsize()
  %205 = icmp eq i32 %204, 32
  br i1 %205, label %206, label %208

206:                                              ; preds = %186
  %207 = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  store i32 %207, ptr %203, align 4
  br label %211

208:                                              ; preds = %186
  %209 = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  %210 = call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %209)
  store i32 %210, ptr %203, align 4
  br label %211

211:                                              ; preds = %208, %206
  %212 = load i32, ptr %203, align 4
  store i32 %212, ptr %201, align 4
  %213 = load i32, ptr %201, align 4
  %214 = load i32, ptr %199, align 4
  %215 = sub i32 %213, %214
  store i32 %215, ptr %202, align 4
  %216 = load i32, ptr %202, align 4
  %217 = load i32, ptr %201, align 4
  %218 = load i32, ptr %200, align 4
  %219 = sub nsw i32 %218, 1
  %220 = xor i32 %219, -1
  %221 = and i32 %217, %220
  %222 = icmp slt i32 %216, %221
  br i1 %222, label %223, label %225

223:                                              ; preds = %211
  %224 = load i32, ptr %201, align 4
  br label %227

225:                                              ; preds = %211
  %226 = load i32, ptr %202, align 4
  br label %227

227:                                              ; preds = %223, %225
  %228 = phi i32 [ %224, %223 ], [ %226, %225 ]
  store i32 %228, ptr %202, align 4
  %229 = load i32, ptr %202, align 4
  %230 = shl i32 %229, 2
  %231 = load i32, ptr %198, align 4
  %232 = call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %230, i32 %231)
  store i32 %232, ptr %58, align 4
  %233 = load i32, ptr %50, align 4
  %234 = load i32, ptr %57, align 4
  %235 = icmp uge i32 %233, %234
  br i1 %235, label %236, label %240

236:                                              ; preds = %227
  %237 = load i32, ptr %58, align 4
  %238 = load i32, ptr %56, align 4
  %239 = add i32 %238, %237
  store i32 %239, ptr %56, align 4
  br label %240

240:                                              ; preds = %236, %227
  br label %241

241:                                              ; preds = %240
  %242 = load i32, ptr %57, align 4
  %243 = shl i32 %242, 1
  store i32 %243, ptr %57, align 4
  br label %182, !llvm.loop !8

244:                                              ; preds = %182
  %245 = load i32, ptr %50, align 4
  %246 = load i32, ptr %52, align 4
  %247 = icmp ult i32 %245, %246
  br i1 %247, label %248, label %253

248:                                              ; preds = %244
  %249 = load i32, ptr %56, align 4
  %250 = load i32, ptr %50, align 4
  %251 = zext i32 %250 to i64
  %252 = getelementptr inbounds nuw [32 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ10block_scanE6totals to ptr), i64 0, i64 %251
  store i32 %249, ptr %252, align 4
  br label %253

253:                                              ; preds = %248, %244
  br label %254

254:                                              ; preds = %253, %167
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %255 = load i32, ptr %51, align 4
  %256 = icmp ugt i32 %255, 0
  br i1 %256, label %257, label %265

257:                                              ; preds = %254
  %258 = load i32, ptr %51, align 4
  %259 = sub i32 %258, 1
  %260 = zext i32 %259 to i64
  %261 = getelementptr inbounds nuw [32 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ10block_scanE6totals to ptr), i64 0, i64 %260
  %262 = load i32, ptr %261, align 4
  %263 = load i32, ptr %53, align 4
  %264 = add i32 %263, %262
  store i32 %264, ptr %53, align 4
  br label %265

265:                                              ; preds = %257, %254
  %266 = load i32, ptr %49, align 4
  %267 = load i32, ptr %47, align 4
  %268 = icmp ult i32 %266, %267
  br i1 %268, label %269, label %275

269:                                              ; preds = %265
  %270 = load i32, ptr %53, align 4
  %271 = load ptr, ptr %46, align 8
  %272 = load i32, ptr %49, align 4
  %273 = zext i32 %272 to i64
  %274 = getelementptr inbounds nuw i32, ptr %271, i64 %273
  store i32 %270, ptr %274, align 4
  br label %275

275:                                              ; preds = %269, %265
  ret void
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr hidden noundef i32 @_ZNK15xl_thread_idx_t5get_xEv(ptr noundef nonnull align 1 dereferenceable(1) %0) #1 comdat align 2 {
  %2 = alloca i32, align 4, addrspace(5)
  %3 = alloca ptr, align 8, addrspace(5)
  %4 = addrspacecast ptr addrspace(5) %2 to ptr
  %5 = addrspacecast ptr addrspace(5) %3 to ptr
  store ptr %0, ptr %5, align 8
  %6 = load ptr, ptr %5, align 8
  %7 = call i32 @llvm.amdgcn.workitem.id.x()
  ret i32 %7
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr hidden noundef i32 @_ZNK14xl_block_idx_t5get_xEv(ptr noundef nonnull align 1 dereferenceable(1) %0) #1 comdat align 2 {
  %2 = alloca i32, align 4, addrspace(5)
  %3 = alloca ptr, align 8, addrspace(5)
  %4 = addrspacecast ptr addrspace(5) %2 to ptr
  %5 = addrspacecast ptr addrspace(5) %3 to ptr
  store ptr %0, ptr %5, align 8
  %6 = load ptr, ptr %5, align 8
  %7 = call i32 @llvm.amdgcn.workgroup.id.x()
  ret i32 %7
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr hidden noundef i32 @_ZNK14xl_block_dim_t5get_xEv(ptr noundef nonnull align 1 dereferenceable(1) %0) #1 comdat align 2 {
  %2 = alloca i32, align 4, addrspace(5)
  %3 = alloca ptr, align 8, addrspace(5)
  %4 = addrspacecast ptr addrspace(5) %2 to ptr
  %5 = addrspacecast ptr addrspace(5) %3 to ptr
  store ptr %0, ptr %5, align 8
  %6 = load ptr, ptr %5, align 8
  %7 = call align 8 dereferenceable(256) ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %8 = getelementptr i8, ptr addrspace(4) %7, i32 12
  %9 = load i16, ptr addrspace(4) %8, align 2, !range !9, !invariant.load !10, !noundef !10
  %10 = zext i16 %9 to i32
  ret i32 %10
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 32, 65) i32 @llvm.amdgcn.wavefrontsize() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.x() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef align 4 ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr() #2

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.mbcnt.lo(i32, i32) #3

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.mbcnt.hi(i32, i32) #3

; Function Attrs: convergent nocallback nofree nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.ds.bpermute(i32, i32) #4

; Function Attrs: convergent nocallback nofree nounwind willreturn
declare void @llvm.amdgcn.s.barrier() #5

attributes #0 = { convergent mustprogress noinline norecurse nounwind optnone "amdgpu-flat-work-group-size"="1,1024" "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+atomic-fmin-fmax-global-f64,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+lerp-inst,+mai-insts,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64" "uniform-work-group-size"="true" }
attributes #1 = { convergent mustprogress noinline nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+atomic-fmin-fmax-global-f64,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+lerp-inst,+mai-insts,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64" }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { nocallback nocreateundeforpoison nofree nosync nounwind willreturn memory(none) }
attributes #4 = { convergent nocallback nofree nounwind willreturn memory(none) }
attributes #5 = { convergent nocallback nofree nounwind willreturn }
attributes #6 = { convergent nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"amdhsa_code_object_version", i32 600}
!1 = !{i32 1, !"amdgpu_printf_kind", !"hostcall"}
!2 = !{i32 1, !"wchar_size", i32 4}
!3 = !{i32 8, !"PIC Level", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 22.1.8 (1~deb12u1)"}
!6 = distinct !{!6, !7}
!7 = !{!"llvm.loop.mustprogress"}
!8 = distinct !{!8, !7}
!9 = !{i16 1, i16 1025}
!10 = !{}
