; ModuleID = 'bitonic.hip'
source_filename = "bitonic.hip"
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

@__hip_cuid_ffe0102f77e0c254 = addrspace(1) global i8 0
@llvm.compiler.used = appending addrspace(1) global [1 x ptr] [ptr addrspacecast (ptr addrspace(1) @__hip_cuid_ffe0102f77e0c254 to ptr)], section "llvm.metadata"

; Function Attrs: convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite)
define protected amdgpu_kernel void @bitonic(ptr addrspace(1) noundef readonly captures(none) %0, ptr addrspace(1) noundef writeonly captures(none) %1) local_unnamed_addr #0 {
  %3 = tail call noundef i32 @llvm.amdgcn.workgroup.id.x()
  %4 = tail call align 8 dereferenceable(256) ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %5 = getelementptr inbounds nuw i8, ptr addrspace(4) %4, i64 12
  %6 = load i16, ptr addrspace(4) %5, align 4, !range !9, !invariant.load !10, !noundef !10
  %7 = zext nneg i16 %6 to i32
  %8 = mul i32 %3, %7
  %9 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %10 = add i32 %8, %9
  %11 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  %12 = tail call noundef i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %11)
  %13 = zext i32 %10 to i64
  %14 = and i32 %12, -64
  %15 = add nsw i32 %14, 64
  %16 = getelementptr inbounds nuw i32, ptr addrspace(1) %0, i64 %13
  %17 = load i32, ptr addrspace(1) %16, align 4, !tbaa !5
  %18 = and i32 %12, 2
  %19 = icmp ne i32 %18, 0
  %20 = and i32 %12, 1
  %21 = icmp eq i32 %20, 0
  %22 = xor i1 %19, %21
  %23 = xor i32 %12, 1
  %24 = icmp slt i32 %23, %15
  %25 = select i1 %24, i32 %23, i32 %12
  %26 = shl i32 %25, 2
  %27 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %26, i32 %17)
  %28 = tail call i32 @llvm.umin.i32(i32 %17, i32 %27)
  %29 = tail call i32 @llvm.umax.i32(i32 %17, i32 %27)
  %30 = select i1 %22, i32 %28, i32 %29
  %31 = and i32 %12, 4
  %32 = icmp ne i32 %31, 0
  %33 = xor i32 %12, 2
  %34 = icmp slt i32 %33, %15
  %35 = select i1 %34, i32 %33, i32 %12
  %36 = shl i32 %35, 2
  %37 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %36, i32 %30)
  %38 = and i32 %12, 2
  %39 = icmp eq i32 %38, 0
  %40 = tail call i32 @llvm.umin.i32(i32 %30, i32 %37)
  %41 = tail call i32 @llvm.umax.i32(i32 %30, i32 %37)
  %42 = xor i1 %32, %39
  %43 = select i1 %42, i32 %40, i32 %41
  %44 = xor i32 %12, 1
  %45 = icmp slt i32 %44, %15
  %46 = select i1 %45, i32 %44, i32 %12
  %47 = shl i32 %46, 2
  %48 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %47, i32 %43)
  %49 = and i32 %12, 1
  %50 = icmp eq i32 %49, 0
  %51 = tail call i32 @llvm.umin.i32(i32 %43, i32 %48)
  %52 = tail call i32 @llvm.umax.i32(i32 %43, i32 %48)
  %53 = xor i1 %32, %50
  %54 = select i1 %53, i32 %51, i32 %52
  %55 = and i32 %12, 8
  %56 = icmp ne i32 %55, 0
  %57 = xor i32 %12, 4
  %58 = icmp slt i32 %57, %15
  %59 = select i1 %58, i32 %57, i32 %12
  %60 = shl i32 %59, 2
  %61 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %60, i32 %54)
  %62 = and i32 %12, 4
  %63 = icmp eq i32 %62, 0
  %64 = tail call i32 @llvm.umin.i32(i32 %54, i32 %61)
  %65 = tail call i32 @llvm.umax.i32(i32 %54, i32 %61)
  %66 = xor i1 %56, %63
  %67 = select i1 %66, i32 %64, i32 %65
  %68 = xor i32 %12, 2
  %69 = icmp slt i32 %68, %15
  %70 = select i1 %69, i32 %68, i32 %12
  %71 = shl i32 %70, 2
  %72 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %71, i32 %67)
  %73 = and i32 %12, 2
  %74 = icmp eq i32 %73, 0
  %75 = tail call i32 @llvm.umin.i32(i32 %67, i32 %72)
  %76 = tail call i32 @llvm.umax.i32(i32 %67, i32 %72)
  %77 = xor i1 %56, %74
  %78 = select i1 %77, i32 %75, i32 %76
  %79 = xor i32 %12, 1
  %80 = icmp slt i32 %79, %15
  %81 = select i1 %80, i32 %79, i32 %12
  %82 = shl i32 %81, 2
  %83 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %82, i32 %78)
  %84 = and i32 %12, 1
  %85 = icmp eq i32 %84, 0
  %86 = tail call i32 @llvm.umin.i32(i32 %78, i32 %83)
  %87 = tail call i32 @llvm.umax.i32(i32 %78, i32 %83)
  %88 = xor i1 %56, %85
  %89 = select i1 %88, i32 %86, i32 %87
  %90 = and i32 %12, 16
  %91 = icmp ne i32 %90, 0
  %92 = xor i32 %12, 8
  %93 = icmp slt i32 %92, %15
  %94 = select i1 %93, i32 %92, i32 %12
  %95 = shl i32 %94, 2
  %96 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %95, i32 %89)
  %97 = and i32 %12, 8
  %98 = icmp eq i32 %97, 0
  %99 = tail call i32 @llvm.umin.i32(i32 %89, i32 %96)
  %100 = tail call i32 @llvm.umax.i32(i32 %89, i32 %96)
  %101 = xor i1 %91, %98
  %102 = select i1 %101, i32 %99, i32 %100
  %103 = xor i32 %12, 4
  %104 = icmp slt i32 %103, %15
  %105 = select i1 %104, i32 %103, i32 %12
  %106 = shl i32 %105, 2
  %107 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %106, i32 %102)
  %108 = and i32 %12, 4
  %109 = icmp eq i32 %108, 0
  %110 = tail call i32 @llvm.umin.i32(i32 %102, i32 %107)
  %111 = tail call i32 @llvm.umax.i32(i32 %102, i32 %107)
  %112 = xor i1 %91, %109
  %113 = select i1 %112, i32 %110, i32 %111
  %114 = xor i32 %12, 2
  %115 = icmp slt i32 %114, %15
  %116 = select i1 %115, i32 %114, i32 %12
  %117 = shl i32 %116, 2
  %118 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %117, i32 %113)
  %119 = and i32 %12, 2
  %120 = icmp eq i32 %119, 0
  %121 = tail call i32 @llvm.umin.i32(i32 %113, i32 %118)
  %122 = tail call i32 @llvm.umax.i32(i32 %113, i32 %118)
  %123 = xor i1 %91, %120
  %124 = select i1 %123, i32 %121, i32 %122
  %125 = xor i32 %12, 1
  %126 = icmp slt i32 %125, %15
  %127 = select i1 %126, i32 %125, i32 %12
  %128 = shl i32 %127, 2
  %129 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %128, i32 %124)
  %130 = and i32 %12, 1
  %131 = icmp eq i32 %130, 0
  %132 = tail call i32 @llvm.umin.i32(i32 %124, i32 %129)
  %133 = tail call i32 @llvm.umax.i32(i32 %124, i32 %129)
  %134 = xor i1 %91, %131
  %135 = select i1 %134, i32 %132, i32 %133
  %136 = and i32 %12, 32
  %137 = icmp ne i32 %136, 0
  %138 = xor i32 %12, 16
  %139 = icmp slt i32 %138, %15
  %140 = select i1 %139, i32 %138, i32 %12
  %141 = shl i32 %140, 2
  %142 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %141, i32 %135)
  %143 = and i32 %12, 16
  %144 = icmp eq i32 %143, 0
  %145 = tail call i32 @llvm.umin.i32(i32 %135, i32 %142)
  %146 = tail call i32 @llvm.umax.i32(i32 %135, i32 %142)
  %147 = xor i1 %137, %144
  %148 = select i1 %147, i32 %145, i32 %146
  %149 = xor i32 %12, 8
  %150 = icmp slt i32 %149, %15
  %151 = select i1 %150, i32 %149, i32 %12
  %152 = shl i32 %151, 2
  %153 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %152, i32 %148)
  %154 = and i32 %12, 8
  %155 = icmp eq i32 %154, 0
  %156 = tail call i32 @llvm.umin.i32(i32 %148, i32 %153)
  %157 = tail call i32 @llvm.umax.i32(i32 %148, i32 %153)
  %158 = xor i1 %137, %155
  %159 = select i1 %158, i32 %156, i32 %157
  %160 = xor i32 %12, 4
  %161 = icmp slt i32 %160, %15
  %162 = select i1 %161, i32 %160, i32 %12
  %163 = shl i32 %162, 2
  %164 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %163, i32 %159)
  %165 = and i32 %12, 4
  %166 = icmp eq i32 %165, 0
  %167 = tail call i32 @llvm.umin.i32(i32 %159, i32 %164)
  %168 = tail call i32 @llvm.umax.i32(i32 %159, i32 %164)
  %169 = xor i1 %137, %166
  %170 = select i1 %169, i32 %167, i32 %168
  %171 = xor i32 %12, 2
  %172 = icmp slt i32 %171, %15
  %173 = select i1 %172, i32 %171, i32 %12
  %174 = shl i32 %173, 2
  %175 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %174, i32 %170)
  %176 = and i32 %12, 2
  %177 = icmp eq i32 %176, 0
  %178 = tail call i32 @llvm.umin.i32(i32 %170, i32 %175)
  %179 = tail call i32 @llvm.umax.i32(i32 %170, i32 %175)
  %180 = xor i1 %137, %177
  %181 = select i1 %180, i32 %178, i32 %179
  %182 = xor i32 %12, 1
  %183 = icmp slt i32 %182, %15
  %184 = select i1 %183, i32 %182, i32 %12
  %185 = shl i32 %184, 2
  %186 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %185, i32 %181)
  %187 = and i32 %12, 1
  %188 = icmp eq i32 %187, 0
  %189 = tail call i32 @llvm.umin.i32(i32 %181, i32 %186)
  %190 = tail call i32 @llvm.umax.i32(i32 %181, i32 %186)
  %191 = xor i1 %137, %188
  %192 = select i1 %191, i32 %189, i32 %190
  %193 = and i32 %12, 64
  %194 = icmp ne i32 %193, 0
  %195 = xor i32 %12, 32
  %196 = icmp slt i32 %195, %15
  %197 = select i1 %196, i32 %195, i32 %12
  %198 = shl i32 %197, 2
  %199 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %198, i32 %192)
  %200 = and i32 %12, 32
  %201 = icmp eq i32 %200, 0
  %202 = tail call i32 @llvm.umin.i32(i32 %192, i32 %199)
  %203 = tail call i32 @llvm.umax.i32(i32 %192, i32 %199)
  %204 = xor i1 %194, %201
  %205 = select i1 %204, i32 %202, i32 %203
  %206 = xor i32 %12, 16
  %207 = icmp slt i32 %206, %15
  %208 = select i1 %207, i32 %206, i32 %12
  %209 = shl i32 %208, 2
  %210 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %209, i32 %205)
  %211 = and i32 %12, 16
  %212 = icmp eq i32 %211, 0
  %213 = tail call i32 @llvm.umin.i32(i32 %205, i32 %210)
  %214 = tail call i32 @llvm.umax.i32(i32 %205, i32 %210)
  %215 = xor i1 %194, %212
  %216 = select i1 %215, i32 %213, i32 %214
  %217 = xor i32 %12, 8
  %218 = icmp slt i32 %217, %15
  %219 = select i1 %218, i32 %217, i32 %12
  %220 = shl i32 %219, 2
  %221 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %220, i32 %216)
  %222 = and i32 %12, 8
  %223 = icmp eq i32 %222, 0
  %224 = tail call i32 @llvm.umin.i32(i32 %216, i32 %221)
  %225 = tail call i32 @llvm.umax.i32(i32 %216, i32 %221)
  %226 = xor i1 %194, %223
  %227 = select i1 %226, i32 %224, i32 %225
  %228 = xor i32 %12, 4
  %229 = icmp slt i32 %228, %15
  %230 = select i1 %229, i32 %228, i32 %12
  %231 = shl i32 %230, 2
  %232 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %231, i32 %227)
  %233 = and i32 %12, 4
  %234 = icmp eq i32 %233, 0
  %235 = tail call i32 @llvm.umin.i32(i32 %227, i32 %232)
  %236 = tail call i32 @llvm.umax.i32(i32 %227, i32 %232)
  %237 = xor i1 %194, %234
  %238 = select i1 %237, i32 %235, i32 %236
  %239 = xor i32 %12, 2
  %240 = icmp slt i32 %239, %15
  %241 = select i1 %240, i32 %239, i32 %12
  %242 = shl i32 %241, 2
  %243 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %242, i32 %238)
  %244 = and i32 %12, 2
  %245 = icmp eq i32 %244, 0
  %246 = tail call i32 @llvm.umin.i32(i32 %238, i32 %243)
  %247 = tail call i32 @llvm.umax.i32(i32 %238, i32 %243)
  %248 = xor i1 %194, %245
  %249 = select i1 %248, i32 %246, i32 %247
  %250 = xor i32 %12, 1
  %251 = icmp slt i32 %250, %15
  %252 = select i1 %251, i32 %250, i32 %12
  %253 = shl i32 %252, 2
  %254 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %253, i32 %249)
  %255 = and i32 %12, 1
  %256 = icmp eq i32 %255, 0
  %257 = xor i1 %194, %256
  %258 = tail call i32 @llvm.umin.i32(i32 %249, i32 %254)
  %259 = tail call i32 @llvm.umax.i32(i32 %249, i32 %254)
  %260 = select i1 %257, i32 %258, i32 %259
  %261 = getelementptr inbounds nuw i32, ptr addrspace(1) %1, i64 %13
  store i32 %260, ptr addrspace(1) %261, align 4, !tbaa !5
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef align 4 ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x() #1

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.mbcnt.lo(i32, i32) #2

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.mbcnt.hi(i32, i32) #2

; Function Attrs: convergent mustprogress nocallback nofree nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.ds.bpermute(i32, i32) #3

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umin.i32(i32, i32) #4

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umax.i32(i32, i32) #4

attributes #0 = { convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite) "amdgpu-flat-work-group-size"="1,1024" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx1200" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-buffer-pk-add-bf16-inst,+atomic-ds-pk-add-16-insts,+atomic-fadd-rtn-insts,+atomic-flat-pk-add-16-insts,+atomic-fmin-fmax-global-f32,+atomic-global-pk-add-bf16-inst,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot10-insts,+dot11-insts,+dot12-insts,+dot7-insts,+dot8-insts,+dot9-insts,+dpp,+fp8-conversion-insts,+gfx10-3-insts,+gfx10-insts,+gfx11-insts,+gfx12-insts,+gfx8-insts,+gfx9-insts,+lerp-inst,+qsad-insts,+sad-insts,+wavefrontsize64" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind willreturn memory(none) }
attributes #3 = { convergent mustprogress nocallback nofree nounwind willreturn memory(none) }
attributes #4 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}
!llvm.errno.tbaa = !{!5}

!0 = !{i32 1, !"amdhsa_code_object_version", i32 600}
!1 = !{i32 1, !"amdgpu_printf_kind", !"hostcall"}
!2 = !{i32 1, !"wchar_size", i32 4}
!3 = !{i32 8, !"PIC Level", i32 2}
!4 = !{!"Debian clang version 22.1.8 (1~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"int", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C++ TBAA"}
!9 = !{i16 1, i16 1025}
!10 = !{}
