; ModuleID = 'shfl_scan.hip'
source_filename = "shfl_scan.hip"
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

%struct.xl_block_idx_t = type { i8 }
%struct.xl_block_dim_t = type { i8 }
%struct.xl_thread_idx_t = type { i8 }

$_ZNK14xl_block_idx_t5get_xEv = comdat any

$_ZNK14xl_block_dim_t5get_xEv = comdat any

$_ZNK15xl_thread_idx_t5get_xEv = comdat any

@blockIdx = extern_weak dso_local protected addrspace(1) global %struct.xl_block_idx_t, align 1
@blockDim = extern_weak dso_local protected addrspace(1) global %struct.xl_block_dim_t, align 1
@threadIdx = extern_weak dso_local protected addrspace(1) global %struct.xl_thread_idx_t, align 1
@__hip_cuid_4bcc490b8c7ef400 = addrspace(1) global i8 0
@llvm.compiler.used = appending addrspace(1) global [1 x ptr] [ptr addrspacecast (ptr addrspace(1) @__hip_cuid_4bcc490b8c7ef400 to ptr)], section "llvm.metadata"

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define protected amdgpu_kernel void @shfl_scan(ptr addrspace(1) noundef %0, ptr addrspace(1) noundef %1, ptr addrspace(1) noundef %2, i32 noundef %3) #0 {
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
  %27 = alloca i32, align 4, addrspace(5)
  %28 = alloca ptr, align 8, addrspace(5)
  %29 = alloca ptr, align 8, addrspace(5)
  %30 = alloca ptr, align 8, addrspace(5)
  %31 = alloca ptr, align 8, addrspace(5)
  %32 = alloca ptr, align 8, addrspace(5)
  %33 = alloca ptr, align 8, addrspace(5)
  %34 = alloca i32, align 4, addrspace(5)
  %35 = alloca i32, align 4, addrspace(5)
  %36 = alloca i32, align 4, addrspace(5)
  %37 = alloca i32, align 4, addrspace(5)
  %38 = alloca i32, align 4, addrspace(5)
  %39 = alloca i32, align 4, addrspace(5)
  %40 = alloca i32, align 4, addrspace(5)
  %41 = alloca i32, align 4, addrspace(5)
  %42 = alloca i32, align 4, addrspace(5)
  %43 = addrspacecast ptr addrspace(5) %28 to ptr
  %44 = addrspacecast ptr addrspace(5) %29 to ptr
  %45 = addrspacecast ptr addrspace(5) %30 to ptr
  %46 = addrspacecast ptr addrspace(5) %31 to ptr
  %47 = addrspacecast ptr addrspace(5) %32 to ptr
  %48 = addrspacecast ptr addrspace(5) %33 to ptr
  %49 = addrspacecast ptr addrspace(5) %34 to ptr
  %50 = addrspacecast ptr addrspace(5) %35 to ptr
  %51 = addrspacecast ptr addrspace(5) %36 to ptr
  %52 = addrspacecast ptr addrspace(5) %37 to ptr
  %53 = addrspacecast ptr addrspace(5) %38 to ptr
  %54 = addrspacecast ptr addrspace(5) %39 to ptr
  %55 = addrspacecast ptr addrspace(5) %40 to ptr
  %56 = addrspacecast ptr addrspace(5) %41 to ptr
  %57 = addrspacecast ptr addrspace(5) %42 to ptr
  store ptr addrspace(1) %0, ptr %43, align 8
  %58 = load ptr, ptr %43, align 8
  store ptr addrspace(1) %1, ptr %44, align 8
  %59 = load ptr, ptr %44, align 8
  store ptr addrspace(1) %2, ptr %45, align 8
  %60 = load ptr, ptr %45, align 8
  store ptr %58, ptr %46, align 8
  store ptr %59, ptr %47, align 8
  store ptr %60, ptr %48, align 8
  store i32 %3, ptr %49, align 4
  %61 = call noundef i32 @_ZNK14xl_block_idx_t5get_xEv(ptr noundef nonnull align 1 dereferenceable(1) addrspacecast (ptr addrspace(1) @blockIdx to ptr)) #5
  %62 = call noundef i32 @_ZNK14xl_block_dim_t5get_xEv(ptr noundef nonnull align 1 dereferenceable(1) addrspacecast (ptr addrspace(1) @blockDim to ptr)) #5
  %63 = mul i32 %61, %62
  %64 = call noundef i32 @_ZNK15xl_thread_idx_t5get_xEv(ptr noundef nonnull align 1 dereferenceable(1) addrspacecast (ptr addrspace(1) @threadIdx to ptr)) #5
  %65 = add i32 %63, %64
  store i32 %65, ptr %50, align 4
  %66 = load i32, ptr %50, align 4
  %67 = load i32, ptr %49, align 4
  %68 = icmp uge i32 %66, %67
  br i1 %68, label %69, label %70

69:                                               ; preds = %4
  br label %220

70:                                               ; preds = %4
  %71 = load ptr, ptr %46, align 8
  %72 = load i32, ptr %50, align 4
  %73 = zext i32 %72 to i64
  %74 = getelementptr inbounds nuw i32, ptr %71, i64 %73
  %75 = load i32, ptr %74, align 4
  store i32 %75, ptr %51, align 4
  %76 = load i32, ptr %51, align 4
  store i32 %76, ptr %52, align 4
  store i32 1, ptr %53, align 4
  br label %77

77:                                               ; preds = %132, %70
  %78 = load i32, ptr %53, align 4
  %79 = call i32 @llvm.amdgcn.wavefrontsize()
  %80 = icmp slt i32 %78, %79
  br i1 %80, label %81, label %135

81:                                               ; preds = %77
  %82 = load i32, ptr %52, align 4
  %83 = load i32, ptr %53, align 4
  %84 = call i32 @llvm.amdgcn.wavefrontsize()
  %85 = addrspacecast ptr addrspace(5) %24 to ptr
  %86 = addrspacecast ptr addrspace(5) %25 to ptr
  %87 = addrspacecast ptr addrspace(5) %26 to ptr
  %88 = addrspacecast ptr addrspace(5) %27 to ptr
  store i32 %82, ptr %86, align 4
  store i32 %83, ptr %87, align 4
  store i32 %84, ptr %88, align 4
  %89 = load i32, ptr %86, align 4
  %90 = load i32, ptr %87, align 4
  %91 = load i32, ptr %88, align 4
  %92 = addrspacecast ptr addrspace(5) %13 to ptr
  %93 = addrspacecast ptr addrspace(5) %14 to ptr
  %94 = addrspacecast ptr addrspace(5) %15 to ptr
  %95 = addrspacecast ptr addrspace(5) %16 to ptr
  %96 = addrspacecast ptr addrspace(5) %17 to ptr
  %97 = addrspacecast ptr addrspace(5) %18 to ptr
  store i32 %89, ptr %93, align 4
  store i32 %90, ptr %94, align 4
  store i32 %91, ptr %95, align 4
  %98 = addrspacecast ptr addrspace(5) %12 to ptr
  %99 = call i32 @llvm.amdgcn.wavefrontsize()
  %100 = icmp eq i32 %99, 32
  br i1 %100, label %101, label %103

101:                                              ; preds = %81
  %102 = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  store i32 %102, ptr %98, align 4
  br label %106

103:                                              ; preds = %81
  %104 = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  %105 = call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %104)
  store i32 %105, ptr %98, align 4
  br label %106

106:                                              ; preds = %103, %101
  %107 = load i32, ptr %98, align 4
  store i32 %107, ptr %96, align 4
  %108 = load i32, ptr %96, align 4
  %109 = load i32, ptr %94, align 4
  %110 = xor i32 %108, %109
  store i32 %110, ptr %97, align 4
  %111 = load i32, ptr %97, align 4
  %112 = load i32, ptr %96, align 4
  %113 = load i32, ptr %95, align 4
  %114 = add nsw i32 %112, %113
  %115 = load i32, ptr %95, align 4
  %116 = sub nsw i32 %115, 1
  %117 = xor i32 %116, -1
  %118 = and i32 %114, %117
  %119 = icmp sge i32 %111, %118
  br i1 %119, label %120, label %122

120:                                              ; preds = %106
  %121 = load i32, ptr %96, align 4
  br label %124

122:                                              ; preds = %106
  %123 = load i32, ptr %97, align 4
  br label %124

124:                                              ; preds = %120, %122
  %125 = phi i32 [ %121, %120 ], [ %123, %122 ]
  store i32 %125, ptr %97, align 4
  %126 = load i32, ptr %97, align 4
  %127 = shl i32 %126, 2
  %128 = load i32, ptr %93, align 4
  %129 = call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %127, i32 %128)
  %130 = load i32, ptr %52, align 4
  %131 = add i32 %130, %129
  store i32 %131, ptr %52, align 4
  br label %132

132:                                              ; preds = %124
  %133 = load i32, ptr %53, align 4
  %134 = shl i32 %133, 1
  store i32 %134, ptr %53, align 4
  br label %77, !llvm.loop !6

135:                                              ; preds = %77
  %136 = load i32, ptr %51, align 4
  store i32 %136, ptr %54, align 4
  %137 = addrspacecast ptr addrspace(5) %23 to ptr
  %138 = call i32 @llvm.amdgcn.wavefrontsize()
  %139 = icmp eq i32 %138, 32
  br i1 %139, label %140, label %142

140:                                              ; preds = %135
  %141 = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  store i32 %141, ptr %137, align 4
  br label %145

142:                                              ; preds = %135
  %143 = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  %144 = call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %143)
  store i32 %144, ptr %137, align 4
  br label %145

145:                                              ; preds = %140, %142
  %146 = load i32, ptr %137, align 4
  store i32 %146, ptr %55, align 4
  store i32 1, ptr %56, align 4
  br label %147

147:                                              ; preds = %206, %145
  %148 = load i32, ptr %56, align 4
  %149 = call i32 @llvm.amdgcn.wavefrontsize()
  %150 = icmp slt i32 %148, %149
  br i1 %150, label %151, label %209

151:                                              ; preds = %147
  %152 = load i32, ptr %54, align 4
  %153 = load i32, ptr %56, align 4
  %154 = call i32 @llvm.amdgcn.wavefrontsize()
  %155 = addrspacecast ptr addrspace(5) %19 to ptr
  %156 = addrspacecast ptr addrspace(5) %20 to ptr
  %157 = addrspacecast ptr addrspace(5) %21 to ptr
  %158 = addrspacecast ptr addrspace(5) %22 to ptr
  store i32 %152, ptr %156, align 4
  store i32 %153, ptr %157, align 4
  store i32 %154, ptr %158, align 4
  %159 = load i32, ptr %156, align 4
  %160 = load i32, ptr %157, align 4
  %161 = load i32, ptr %158, align 4
  %162 = addrspacecast ptr addrspace(5) %6 to ptr
  %163 = addrspacecast ptr addrspace(5) %7 to ptr
  %164 = addrspacecast ptr addrspace(5) %8 to ptr
  %165 = addrspacecast ptr addrspace(5) %9 to ptr
  %166 = addrspacecast ptr addrspace(5) %10 to ptr
  %167 = addrspacecast ptr addrspace(5) %11 to ptr
  store i32 %159, ptr %163, align 4
  store i32 %160, ptr %164, align 4
  store i32 %161, ptr %165, align 4
  %168 = addrspacecast ptr addrspace(5) %5 to ptr
  %169 = call i32 @llvm.amdgcn.wavefrontsize()
  %170 = icmp eq i32 %169, 32
  br i1 %170, label %171, label %173

171:                                              ; preds = %151
  %172 = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  store i32 %172, ptr %168, align 4
  br label %176

173:                                              ; preds = %151
  %174 = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  %175 = call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %174)
  store i32 %175, ptr %168, align 4
  br label %176

176:                                              ; preds = %173, %171
  %177 = load i32, ptr %168, align 4
  store i32 %177, ptr %166, align 4
  %178 = load i32, ptr %166, align 4
  %179 = load i32, ptr %164, align 4
  %180 = sub i32 %178, %179
  store i32 %180, ptr %167, align 4
  %181 = load i32, ptr %167, align 4
  %182 = load i32, ptr %166, align 4
  %183 = load i32, ptr %165, align 4
  %184 = sub nsw i32 %183, 1
  %185 = xor i32 %184, -1
  %186 = and i32 %182, %185
  %187 = icmp slt i32 %181, %186
  br i1 %187, label %188, label %190

188:                                              ; preds = %176
  %189 = load i32, ptr %166, align 4
  br label %192

190:                                              ; preds = %176
  %191 = load i32, ptr %167, align 4
  br label %192

192:                                              ; preds = %188, %190
  %193 = phi i32 [ %189, %188 ], [ %191, %190 ]
  store i32 %193, ptr %167, align 4
  %194 = load i32, ptr %167, align 4
  %195 = shl i32 %194, 2
  %196 = load i32, ptr %163, align 4
  %197 = call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %195, i32 %196)
  store i32 %197, ptr %57, align 4
  %198 = load i32, ptr %55, align 4
  %199 = load i32, ptr %56, align 4
  %200 = icmp uge i32 %198, %199
  br i1 %200, label %201, label %205

201:                                              ; preds = %192
  %202 = load i32, ptr %57, align 4
  %203 = load i32, ptr %54, align 4
  %204 = add i32 %203, %202
  store i32 %204, ptr %54, align 4
  br label %205

205:                                              ; preds = %201, %192
  br label %206

206:                                              ; preds = %205
  %207 = load i32, ptr %56, align 4
  %208 = shl i32 %207, 1
  store i32 %208, ptr %56, align 4
  br label %147, !llvm.loop !8

209:                                              ; preds = %147
  %210 = load i32, ptr %52, align 4
  %211 = load ptr, ptr %47, align 8
  %212 = load i32, ptr %50, align 4
  %213 = zext i32 %212 to i64
  %214 = getelementptr inbounds nuw i32, ptr %211, i64 %213
  store i32 %210, ptr %214, align 4
  %215 = load i32, ptr %54, align 4
  %216 = load ptr, ptr %48, align 8
  %217 = load i32, ptr %50, align 4
  %218 = zext i32 %217 to i64
  %219 = getelementptr inbounds nuw i32, ptr %216, i64 %218
  store i32 %215, ptr %219, align 4
  br label %220

220:                                              ; preds = %209, %69
  ret void
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

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 32, 65) i32 @llvm.amdgcn.wavefrontsize() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.x() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef align 4 ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x() #2

; Function Attrs: convergent nocallback nofree nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.ds.bpermute(i32, i32) #3

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.mbcnt.lo(i32, i32) #4

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.mbcnt.hi(i32, i32) #4

attributes #0 = { convergent mustprogress noinline norecurse nounwind optnone "amdgpu-flat-work-group-size"="1,1024" "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx1100" "target-features"="+16-bit-insts,+atomic-fadd-rtn-insts,+atomic-fmin-fmax-global-f32,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot10-insts,+dot12-insts,+dot5-insts,+dot7-insts,+dot8-insts,+dot9-insts,+dpp,+gfx10-3-insts,+gfx10-insts,+gfx11-insts,+gfx8-insts,+gfx9-insts,+lerp-inst,+qsad-insts,+sad-insts,+wavefrontsize32" "uniform-work-group-size"="true" }
attributes #1 = { convergent mustprogress noinline nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx1100" "target-features"="+16-bit-insts,+atomic-fadd-rtn-insts,+atomic-fmin-fmax-global-f32,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot10-insts,+dot12-insts,+dot5-insts,+dot7-insts,+dot8-insts,+dot9-insts,+dpp,+gfx10-3-insts,+gfx10-insts,+gfx11-insts,+gfx8-insts,+gfx9-insts,+lerp-inst,+qsad-insts,+sad-insts,+wavefrontsize32" }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { convergent nocallback nofree nounwind willreturn memory(none) }
attributes #4 = { nocallback nocreateundeforpoison nofree nosync nounwind willreturn memory(none) }
attributes #5 = { convergent nounwind }

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
