; ModuleID = 'atomic_ops.gfx1030.w64.O2.ll.tmp'
source_filename = "atomic_ops.hip"
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

@__hip_cuid_744d7acf38d1c4bd = addrspace(1) global i8 0
@llvm.compiler.used = appending addrspace(1) global [1 x ptr] [ptr addrspacecast (ptr addrspace(1) @__hip_cuid_744d7acf38d1c4bd to ptr)], section "llvm.metadata"

; Function Attrs: mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite)
define protected amdgpu_kernel void @atomic_mix(ptr addrspace(1) noundef readonly captures(none) %0, ptr addrspace(1) noundef captures(none) %1, ptr addrspace(1) noundef captures(none) %2, ptr addrspace(1) noundef captures(none) %3, ptr addrspace(1) noundef writeonly captures(none) %4, i32 noundef %5) local_unnamed_addr #0 {
  %7 = tail call noundef i32 @llvm.amdgcn.workgroup.id.x()
  %8 = tail call align 8 dereferenceable(256) ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %9 = getelementptr inbounds nuw i8, ptr addrspace(4) %8, i64 12
  %10 = load i16, ptr addrspace(4) %9, align 4, !range !9, !invariant.load !10, !noundef !10
  %11 = zext nneg i16 %10 to i32
  %12 = mul i32 %7, %11
  %13 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %14 = add i32 %12, %13
  %15 = icmp ult i32 %14, %5
  br i1 %15, label %16, label %293

16:                                               ; preds = %6
  %17 = zext i32 %14 to i64
  %18 = getelementptr inbounds nuw i32, ptr addrspace(1) %0, i64 %17
  %19 = load i32, ptr addrspace(1) %18, align 4, !tbaa !5
  %20 = mul i32 %14, 5
  %21 = zext i32 %20 to i64
  %22 = getelementptr inbounds nuw i32, ptr addrspace(1) %4, i64 %21
  %23 = getelementptr inbounds nuw i8, ptr addrspace(1) %22, i64 16
  store i32 -1, ptr addrspace(1) %23, align 4, !tbaa !5
  %24 = getelementptr inbounds nuw i8, ptr addrspace(1) %22, i64 12
  store i32 -1, ptr addrspace(1) %24, align 4, !tbaa !5
  %25 = getelementptr inbounds nuw i8, ptr addrspace(1) %22, i64 8
  store i32 -1, ptr addrspace(1) %25, align 4, !tbaa !5
  %26 = getelementptr inbounds nuw i8, ptr addrspace(1) %22, i64 4
  store i32 -1, ptr addrspace(1) %26, align 4, !tbaa !5
  store i32 -1, ptr addrspace(1) %22, align 4, !tbaa !5
  %27 = urem i32 %19, 5
  %28 = icmp eq i32 %27, 0
  br i1 %28, label %293, label %29

29:                                               ; preds = %16
  %30 = lshr i32 %19, 12
  %31 = call i64 @llvm.amdgcn.ballot.i64(i1 true)
  %32 = trunc i64 %31 to i32
  %33 = lshr i64 %31, 32
  %34 = trunc i64 %33 to i32
  %35 = call i32 @llvm.amdgcn.mbcnt.lo(i32 %32, i32 0)
  %36 = call i32 @llvm.amdgcn.mbcnt.hi(i32 %34, i32 %35)
  %37 = call i32 @llvm.amdgcn.set.inactive.i32(i32 %30, i32 0)
  %38 = call i32 @llvm.amdgcn.update.dpp.i32(i32 0, i32 %37, i32 273, i32 15, i32 15, i1 false)
  %39 = add i32 %37, %38
  %40 = call i32 @llvm.amdgcn.update.dpp.i32(i32 0, i32 %39, i32 274, i32 15, i32 15, i1 false)
  %41 = add i32 %39, %40
  %42 = call i32 @llvm.amdgcn.update.dpp.i32(i32 0, i32 %41, i32 276, i32 15, i32 15, i1 false)
  %43 = add i32 %41, %42
  %44 = call i32 @llvm.amdgcn.update.dpp.i32(i32 0, i32 %43, i32 280, i32 15, i32 15, i1 false)
  %45 = add i32 %43, %44
  %46 = call i32 @llvm.amdgcn.permlanex16.i32(i32 poison, i32 %45, i32 -1, i32 -1, i1 false, i1 false)
  %47 = call i32 @llvm.amdgcn.update.dpp.i32(i32 0, i32 %46, i32 228, i32 10, i32 15, i1 false)
  %48 = add i32 %45, %47
  %49 = call i32 @llvm.amdgcn.readlane.i32(i32 %48, i32 31)
  %50 = call i32 @llvm.amdgcn.update.dpp.i32(i32 0, i32 %49, i32 228, i32 12, i32 15, i1 false)
  %51 = add i32 %48, %50
  %52 = call i32 @llvm.amdgcn.update.dpp.i32(i32 0, i32 %51, i32 273, i32 15, i32 15, i1 false)
  %53 = call i32 @llvm.amdgcn.readlane.i32(i32 %51, i32 15)
  %54 = call i32 @llvm.amdgcn.writelane.i32(i32 %53, i32 16, i32 %52)
  %55 = call i32 @llvm.amdgcn.readlane.i32(i32 %51, i32 31)
  %56 = call i32 @llvm.amdgcn.writelane.i32(i32 %55, i32 32, i32 %54)
  %57 = call i32 @llvm.amdgcn.readlane.i32(i32 %51, i32 47)
  %58 = call i32 @llvm.amdgcn.writelane.i32(i32 %57, i32 48, i32 %56)
  %59 = call i32 @llvm.amdgcn.readlane.i32(i32 %51, i32 63)
  %60 = call i32 @llvm.amdgcn.strict.wwm.i32(i32 %59)
  %61 = icmp eq i32 %36, 0
  br i1 %61, label %62, label %64

62:                                               ; preds = %29
  %63 = atomicrmw sub ptr addrspace(1) %1, i32 %60 syncscope("agent") monotonic, align 4, !noalias.addrspace !11, !amdgpu.no.fine.grained.memory !10, !amdgpu.no.remote.memory !10
  br label %64

64:                                               ; preds = %29, %62
  %65 = phi i32 [ poison, %29 ], [ %63, %62 ]
  %66 = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %65)
  %67 = call i32 @llvm.amdgcn.strict.wwm.i32(i32 %58)
  %68 = sub i32 %66, %67
  store i32 %68, ptr addrspace(1) %22, align 4, !tbaa !5
  %69 = getelementptr inbounds nuw i8, ptr addrspace(1) %1, i64 4
  %70 = or i32 %19, 16843009
  %71 = call i64 @llvm.amdgcn.ballot.i64(i1 true)
  %72 = trunc i64 %71 to i32
  %73 = lshr i64 %71, 32
  %74 = trunc i64 %73 to i32
  %75 = call i32 @llvm.amdgcn.mbcnt.lo(i32 %72, i32 0)
  %76 = call i32 @llvm.amdgcn.mbcnt.hi(i32 %74, i32 %75)
  %77 = call i32 @llvm.amdgcn.set.inactive.i32(i32 %70, i32 -1)
  %78 = call i32 @llvm.amdgcn.update.dpp.i32(i32 -1, i32 %77, i32 273, i32 15, i32 15, i1 false)
  %79 = and i32 %77, %78
  %80 = call i32 @llvm.amdgcn.update.dpp.i32(i32 -1, i32 %79, i32 274, i32 15, i32 15, i1 false)
  %81 = and i32 %79, %80
  %82 = call i32 @llvm.amdgcn.update.dpp.i32(i32 -1, i32 %81, i32 276, i32 15, i32 15, i1 false)
  %83 = and i32 %81, %82
  %84 = call i32 @llvm.amdgcn.update.dpp.i32(i32 -1, i32 %83, i32 280, i32 15, i32 15, i1 false)
  %85 = and i32 %83, %84
  %86 = call i32 @llvm.amdgcn.permlanex16.i32(i32 poison, i32 %85, i32 -1, i32 -1, i1 false, i1 false)
  %87 = call i32 @llvm.amdgcn.update.dpp.i32(i32 -1, i32 %86, i32 228, i32 10, i32 15, i1 false)
  %88 = and i32 %85, %87
  %89 = call i32 @llvm.amdgcn.readlane.i32(i32 %88, i32 31)
  %90 = call i32 @llvm.amdgcn.update.dpp.i32(i32 -1, i32 %89, i32 228, i32 12, i32 15, i1 false)
  %91 = and i32 %88, %90
  %92 = call i32 @llvm.amdgcn.update.dpp.i32(i32 -1, i32 %91, i32 273, i32 15, i32 15, i1 false)
  %93 = call i32 @llvm.amdgcn.readlane.i32(i32 %91, i32 15)
  %94 = call i32 @llvm.amdgcn.writelane.i32(i32 %93, i32 16, i32 %92)
  %95 = call i32 @llvm.amdgcn.readlane.i32(i32 %91, i32 31)
  %96 = call i32 @llvm.amdgcn.writelane.i32(i32 %95, i32 32, i32 %94)
  %97 = call i32 @llvm.amdgcn.readlane.i32(i32 %91, i32 47)
  %98 = call i32 @llvm.amdgcn.writelane.i32(i32 %97, i32 48, i32 %96)
  %99 = call i32 @llvm.amdgcn.readlane.i32(i32 %91, i32 63)
  %100 = call i32 @llvm.amdgcn.strict.wwm.i32(i32 %99)
  %101 = icmp eq i32 %76, 0
  br i1 %101, label %102, label %104

102:                                              ; preds = %64
  %103 = atomicrmw and ptr addrspace(1) %69, i32 %100 syncscope("agent") monotonic, align 4, !noalias.addrspace !11, !amdgpu.no.fine.grained.memory !10, !amdgpu.no.remote.memory !10
  br label %104

104:                                              ; preds = %64, %102
  %105 = phi i32 [ poison, %64 ], [ %103, %102 ]
  %106 = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %105)
  %107 = call i32 @llvm.amdgcn.strict.wwm.i32(i32 %98)
  %108 = and i32 %106, %107
  store i32 %108, ptr addrspace(1) %26, align 4, !tbaa !5
  %109 = getelementptr inbounds nuw i8, ptr addrspace(1) %1, i64 8
  %110 = and i32 %19, 15732495
  %111 = call i64 @llvm.amdgcn.ballot.i64(i1 true)
  %112 = trunc i64 %111 to i32
  %113 = lshr i64 %111, 32
  %114 = trunc i64 %113 to i32
  %115 = call i32 @llvm.amdgcn.mbcnt.lo(i32 %112, i32 0)
  %116 = call i32 @llvm.amdgcn.mbcnt.hi(i32 %114, i32 %115)
  %117 = call i32 @llvm.amdgcn.set.inactive.i32(i32 %110, i32 0)
  %118 = call i32 @llvm.amdgcn.update.dpp.i32(i32 0, i32 %117, i32 353, i32 15, i32 15, i1 false)
  %119 = or i32 %117, %118
  %120 = call i32 @llvm.amdgcn.update.dpp.i32(i32 0, i32 %119, i32 354, i32 15, i32 15, i1 false)
  %121 = or i32 %119, %120
  %122 = call i32 @llvm.amdgcn.update.dpp.i32(i32 0, i32 %121, i32 356, i32 15, i32 15, i1 false)
  %123 = or i32 %121, %122
  %124 = call i32 @llvm.amdgcn.update.dpp.i32(i32 0, i32 %123, i32 360, i32 15, i32 15, i1 false)
  %125 = or i32 %123, %124
  %126 = call i32 @llvm.amdgcn.permlanex16.i32(i32 poison, i32 %125, i32 0, i32 0, i1 false, i1 false)
  %127 = or i32 %125, %126
  %128 = call i32 @llvm.amdgcn.readlane.i32(i32 %127, i32 0)
  %129 = call i32 @llvm.amdgcn.readlane.i32(i32 %127, i32 32)
  %130 = or i32 %128, %129
  %131 = call i32 @llvm.amdgcn.strict.wwm.i32(i32 %130)
  %132 = icmp eq i32 %116, 0
  br i1 %132, label %133, label %135

133:                                              ; preds = %104
  %134 = atomicrmw or ptr addrspace(1) %109, i32 %131 syncscope("agent") monotonic, align 4, !noalias.addrspace !11, !amdgpu.no.fine.grained.memory !10, !amdgpu.no.remote.memory !10
  br label %135

135:                                              ; preds = %104, %133
  %136 = getelementptr inbounds nuw i8, ptr addrspace(1) %1, i64 12
  %137 = call i64 @llvm.amdgcn.ballot.i64(i1 true)
  %138 = trunc i64 %137 to i32
  %139 = lshr i64 %137, 32
  %140 = trunc i64 %139 to i32
  %141 = call i32 @llvm.amdgcn.mbcnt.lo(i32 %138, i32 0)
  %142 = call i32 @llvm.amdgcn.mbcnt.hi(i32 %140, i32 %141)
  %143 = call i32 @llvm.amdgcn.set.inactive.i32(i32 %19, i32 0)
  %144 = call i32 @llvm.amdgcn.update.dpp.i32(i32 0, i32 %143, i32 273, i32 15, i32 15, i1 false)
  %145 = xor i32 %143, %144
  %146 = call i32 @llvm.amdgcn.update.dpp.i32(i32 0, i32 %145, i32 274, i32 15, i32 15, i1 false)
  %147 = xor i32 %145, %146
  %148 = call i32 @llvm.amdgcn.update.dpp.i32(i32 0, i32 %147, i32 276, i32 15, i32 15, i1 false)
  %149 = xor i32 %147, %148
  %150 = call i32 @llvm.amdgcn.update.dpp.i32(i32 0, i32 %149, i32 280, i32 15, i32 15, i1 false)
  %151 = xor i32 %149, %150
  %152 = call i32 @llvm.amdgcn.permlanex16.i32(i32 poison, i32 %151, i32 -1, i32 -1, i1 false, i1 false)
  %153 = call i32 @llvm.amdgcn.update.dpp.i32(i32 0, i32 %152, i32 228, i32 10, i32 15, i1 false)
  %154 = xor i32 %151, %153
  %155 = call i32 @llvm.amdgcn.readlane.i32(i32 %154, i32 31)
  %156 = call i32 @llvm.amdgcn.update.dpp.i32(i32 0, i32 %155, i32 228, i32 12, i32 15, i1 false)
  %157 = xor i32 %154, %156
  %158 = call i32 @llvm.amdgcn.update.dpp.i32(i32 0, i32 %157, i32 273, i32 15, i32 15, i1 false)
  %159 = call i32 @llvm.amdgcn.readlane.i32(i32 %157, i32 15)
  %160 = call i32 @llvm.amdgcn.writelane.i32(i32 %159, i32 16, i32 %158)
  %161 = call i32 @llvm.amdgcn.readlane.i32(i32 %157, i32 31)
  %162 = call i32 @llvm.amdgcn.writelane.i32(i32 %161, i32 32, i32 %160)
  %163 = call i32 @llvm.amdgcn.readlane.i32(i32 %157, i32 47)
  %164 = call i32 @llvm.amdgcn.writelane.i32(i32 %163, i32 48, i32 %162)
  %165 = call i32 @llvm.amdgcn.readlane.i32(i32 %157, i32 63)
  %166 = call i32 @llvm.amdgcn.strict.wwm.i32(i32 %165)
  %167 = icmp eq i32 %142, 0
  br i1 %167, label %168, label %170

168:                                              ; preds = %135
  %169 = atomicrmw xor ptr addrspace(1) %136, i32 %166 syncscope("agent") monotonic, align 4, !noalias.addrspace !11, !amdgpu.no.fine.grained.memory !10, !amdgpu.no.remote.memory !10
  br label %170

170:                                              ; preds = %135, %168
  %171 = phi i32 [ poison, %135 ], [ %169, %168 ]
  %172 = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %171)
  %173 = call i32 @llvm.amdgcn.strict.wwm.i32(i32 %164)
  %174 = xor i32 %172, %173
  store i32 %174, ptr addrspace(1) %25, align 4, !tbaa !5
  %175 = call i64 @llvm.amdgcn.ballot.i64(i1 true)
  %176 = trunc i64 %175 to i32
  %177 = lshr i64 %175, 32
  %178 = trunc i64 %177 to i32
  %179 = call i32 @llvm.amdgcn.mbcnt.lo(i32 %176, i32 0)
  %180 = call i32 @llvm.amdgcn.mbcnt.hi(i32 %178, i32 %179)
  %181 = call i32 @llvm.amdgcn.set.inactive.i32(i32 %19, i32 2147483647)
  %182 = call i32 @llvm.amdgcn.update.dpp.i32(i32 2147483647, i32 %181, i32 273, i32 15, i32 15, i1 false)
  %183 = icmp slt i32 %181, %182
  %184 = select i1 %183, i32 %181, i32 %182
  %185 = call i32 @llvm.amdgcn.update.dpp.i32(i32 2147483647, i32 %184, i32 274, i32 15, i32 15, i1 false)
  %186 = icmp slt i32 %184, %185
  %187 = select i1 %186, i32 %184, i32 %185
  %188 = call i32 @llvm.amdgcn.update.dpp.i32(i32 2147483647, i32 %187, i32 276, i32 15, i32 15, i1 false)
  %189 = icmp slt i32 %187, %188
  %190 = select i1 %189, i32 %187, i32 %188
  %191 = call i32 @llvm.amdgcn.update.dpp.i32(i32 2147483647, i32 %190, i32 280, i32 15, i32 15, i1 false)
  %192 = icmp slt i32 %190, %191
  %193 = select i1 %192, i32 %190, i32 %191
  %194 = call i32 @llvm.amdgcn.permlanex16.i32(i32 poison, i32 %193, i32 -1, i32 -1, i1 false, i1 false)
  %195 = call i32 @llvm.amdgcn.update.dpp.i32(i32 2147483647, i32 %194, i32 228, i32 10, i32 15, i1 false)
  %196 = icmp slt i32 %193, %195
  %197 = select i1 %196, i32 %193, i32 %195
  %198 = call i32 @llvm.amdgcn.readlane.i32(i32 %197, i32 31)
  %199 = call i32 @llvm.amdgcn.update.dpp.i32(i32 2147483647, i32 %198, i32 228, i32 12, i32 15, i1 false)
  %200 = icmp slt i32 %197, %199
  %201 = select i1 %200, i32 %197, i32 %199
  %202 = call i32 @llvm.amdgcn.update.dpp.i32(i32 2147483647, i32 %201, i32 273, i32 15, i32 15, i1 false)
  %203 = call i32 @llvm.amdgcn.readlane.i32(i32 %201, i32 15)
  %204 = call i32 @llvm.amdgcn.writelane.i32(i32 %203, i32 16, i32 %202)
  %205 = call i32 @llvm.amdgcn.readlane.i32(i32 %201, i32 31)
  %206 = call i32 @llvm.amdgcn.writelane.i32(i32 %205, i32 32, i32 %204)
  %207 = call i32 @llvm.amdgcn.readlane.i32(i32 %201, i32 47)
  %208 = call i32 @llvm.amdgcn.writelane.i32(i32 %207, i32 48, i32 %206)
  %209 = call i32 @llvm.amdgcn.readlane.i32(i32 %201, i32 63)
  %210 = call i32 @llvm.amdgcn.strict.wwm.i32(i32 %209)
  %211 = icmp eq i32 %180, 0
  br i1 %211, label %212, label %214

212:                                              ; preds = %170
  %213 = atomicrmw min ptr addrspace(1) %2, i32 %210 syncscope("agent") monotonic, align 4, !noalias.addrspace !11, !amdgpu.no.fine.grained.memory !10, !amdgpu.no.remote.memory !10
  br label %214

214:                                              ; preds = %170, %212
  %215 = phi i32 [ poison, %170 ], [ %213, %212 ]
  %216 = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %215)
  %217 = call i32 @llvm.amdgcn.strict.wwm.i32(i32 %208)
  %218 = icmp slt i32 %216, %217
  %219 = select i1 %218, i32 %216, i32 %217
  store i32 %219, ptr addrspace(1) %24, align 4, !tbaa !5
  %220 = getelementptr inbounds nuw i8, ptr addrspace(1) %1, i64 16
  %221 = call i64 @llvm.amdgcn.ballot.i64(i1 true)
  %222 = trunc i64 %221 to i32
  %223 = lshr i64 %221, 32
  %224 = trunc i64 %223 to i32
  %225 = call i32 @llvm.amdgcn.mbcnt.lo(i32 %222, i32 0)
  %226 = call i32 @llvm.amdgcn.mbcnt.hi(i32 %224, i32 %225)
  %227 = call i32 @llvm.amdgcn.set.inactive.i32(i32 %19, i32 -1)
  %228 = call i32 @llvm.amdgcn.update.dpp.i32(i32 -1, i32 %227, i32 353, i32 15, i32 15, i1 false)
  %229 = icmp ult i32 %227, %228
  %230 = select i1 %229, i32 %227, i32 %228
  %231 = call i32 @llvm.amdgcn.update.dpp.i32(i32 -1, i32 %230, i32 354, i32 15, i32 15, i1 false)
  %232 = icmp ult i32 %230, %231
  %233 = select i1 %232, i32 %230, i32 %231
  %234 = call i32 @llvm.amdgcn.update.dpp.i32(i32 -1, i32 %233, i32 356, i32 15, i32 15, i1 false)
  %235 = icmp ult i32 %233, %234
  %236 = select i1 %235, i32 %233, i32 %234
  %237 = call i32 @llvm.amdgcn.update.dpp.i32(i32 -1, i32 %236, i32 360, i32 15, i32 15, i1 false)
  %238 = icmp ult i32 %236, %237
  %239 = select i1 %238, i32 %236, i32 %237
  %240 = call i32 @llvm.amdgcn.permlanex16.i32(i32 poison, i32 %239, i32 0, i32 0, i1 false, i1 false)
  %241 = icmp ult i32 %239, %240
  %242 = select i1 %241, i32 %239, i32 %240
  %243 = call i32 @llvm.amdgcn.readlane.i32(i32 %242, i32 0)
  %244 = call i32 @llvm.amdgcn.readlane.i32(i32 %242, i32 32)
  %245 = icmp ult i32 %243, %244
  %246 = select i1 %245, i32 %243, i32 %244
  %247 = call i32 @llvm.amdgcn.strict.wwm.i32(i32 %246)
  %248 = icmp eq i32 %226, 0
  br i1 %248, label %249, label %251

249:                                              ; preds = %214
  %250 = atomicrmw umin ptr addrspace(1) %220, i32 %247 syncscope("agent") monotonic, align 4, !noalias.addrspace !11, !amdgpu.no.fine.grained.memory !10, !amdgpu.no.remote.memory !10
  br label %251

251:                                              ; preds = %214, %249
  %252 = and i32 %19, 255
  %253 = uitofp nneg i32 %252 to float
  %254 = call i64 @llvm.amdgcn.ballot.i64(i1 true)
  %255 = trunc i64 %254 to i32
  %256 = lshr i64 %254, 32
  %257 = trunc i64 %256 to i32
  %258 = call i32 @llvm.amdgcn.mbcnt.lo(i32 %255, i32 0)
  %259 = call i32 @llvm.amdgcn.mbcnt.hi(i32 %257, i32 %258)
  %260 = call float @llvm.amdgcn.set.inactive.f32(float %253, float -0.000000e+00)
  %261 = call float @llvm.amdgcn.update.dpp.f32(float -0.000000e+00, float %260, i32 273, i32 15, i32 15, i1 false)
  %262 = fadd float %260, %261
  %263 = call float @llvm.amdgcn.update.dpp.f32(float -0.000000e+00, float %262, i32 274, i32 15, i32 15, i1 false)
  %264 = fadd float %262, %263
  %265 = call float @llvm.amdgcn.update.dpp.f32(float -0.000000e+00, float %264, i32 276, i32 15, i32 15, i1 false)
  %266 = fadd float %264, %265
  %267 = call float @llvm.amdgcn.update.dpp.f32(float -0.000000e+00, float %266, i32 280, i32 15, i32 15, i1 false)
  %268 = fadd float %266, %267
  %269 = call float @llvm.amdgcn.permlanex16.f32(float poison, float %268, i32 -1, i32 -1, i1 false, i1 false)
  %270 = call float @llvm.amdgcn.update.dpp.f32(float -0.000000e+00, float %269, i32 228, i32 10, i32 15, i1 false)
  %271 = fadd float %268, %270
  %272 = call float @llvm.amdgcn.readlane.f32(float %271, i32 31)
  %273 = call float @llvm.amdgcn.update.dpp.f32(float -0.000000e+00, float %272, i32 228, i32 12, i32 15, i1 false)
  %274 = fadd float %271, %273
  %275 = call float @llvm.amdgcn.update.dpp.f32(float -0.000000e+00, float %274, i32 273, i32 15, i32 15, i1 false)
  %276 = call float @llvm.amdgcn.readlane.f32(float %274, i32 15)
  %277 = call float @llvm.amdgcn.writelane.f32(float %276, i32 16, float %275)
  %278 = call float @llvm.amdgcn.readlane.f32(float %274, i32 31)
  %279 = call float @llvm.amdgcn.writelane.f32(float %278, i32 32, float %277)
  %280 = call float @llvm.amdgcn.readlane.f32(float %274, i32 47)
  %281 = call float @llvm.amdgcn.writelane.f32(float %280, i32 48, float %279)
  %282 = call float @llvm.amdgcn.readlane.f32(float %274, i32 63)
  %283 = call float @llvm.amdgcn.strict.wwm.f32(float %282)
  %284 = icmp eq i32 %259, 0
  br i1 %284, label %285, label %287

285:                                              ; preds = %251
  %286 = atomicrmw fadd ptr addrspace(1) %3, float %283 syncscope("agent") monotonic, align 4, !noalias.addrspace !11, !amdgpu.no.fine.grained.memory !10, !amdgpu.no.remote.memory !10
  br label %287

287:                                              ; preds = %251, %285
  %288 = phi float [ poison, %251 ], [ %286, %285 ]
  %289 = call float @llvm.amdgcn.readfirstlane.f32(float %288)
  %290 = call float @llvm.amdgcn.strict.wwm.f32(float %281)
  %291 = fadd float %289, %290
  %292 = select i1 %284, float %289, float %291
  store float %292, ptr addrspace(1) %23, align 4, !tbaa !5
  br label %293

293:                                              ; preds = %287, %16, %6
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.x() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef align 4 ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x() #1

; Function Attrs: convergent nocallback nocreateundeforpoison nofree nounwind willreturn memory(none)
declare i64 @llvm.amdgcn.ballot.i64(i1) #2

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.mbcnt.lo(i32, i32) #3

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.mbcnt.hi(i32, i32) #3

; Function Attrs: convergent nocallback nofree nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.set.inactive.i32(i32, i32) #4

; Function Attrs: convergent nocallback nofree nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.update.dpp.i32(i32, i32, i32 immarg, i32 immarg, i32 immarg, i1 immarg) #4

; Function Attrs: convergent nocallback nofree nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.permlanex16.i32(i32, i32, i32, i32, i1 immarg, i1 immarg) #4

; Function Attrs: convergent nocallback nofree nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.readlane.i32(i32, i32) #4

; Function Attrs: convergent nocallback nofree nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.writelane.i32(i32, i32, i32) #4

; Function Attrs: convergent nocallback nofree nounwind speculatable willreturn memory(none)
declare i32 @llvm.amdgcn.strict.wwm.i32(i32) #5

; Function Attrs: convergent nocallback nocreateundeforpoison nofree nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.readfirstlane.i32(i32) #2

; Function Attrs: convergent nocallback nofree nounwind willreturn memory(none)
declare float @llvm.amdgcn.set.inactive.f32(float, float) #4

; Function Attrs: convergent nocallback nofree nounwind willreturn memory(none)
declare float @llvm.amdgcn.update.dpp.f32(float, float, i32 immarg, i32 immarg, i32 immarg, i1 immarg) #4

; Function Attrs: convergent nocallback nofree nounwind willreturn memory(none)
declare float @llvm.amdgcn.permlanex16.f32(float, float, i32, i32, i1 immarg, i1 immarg) #4

; Function Attrs: convergent nocallback nofree nounwind willreturn memory(none)
declare float @llvm.amdgcn.readlane.f32(float, i32) #4

; Function Attrs: convergent nocallback nofree nounwind willreturn memory(none)
declare float @llvm.amdgcn.writelane.f32(float, i32, float) #4

; Function Attrs: convergent nocallback nofree nounwind speculatable willreturn memory(none)
declare float @llvm.amdgcn.strict.wwm.f32(float) #5

; Function Attrs: convergent nocallback nocreateundeforpoison nofree nounwind willreturn memory(none)
declare float @llvm.amdgcn.readfirstlane.f32(float) #2

attributes #0 = { mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite) "amdgpu-flat-work-group-size"="1,1024" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx1030" "target-features"="+16-bit-insts,+atomic-fmin-fmax-global-f32,+atomic-fmin-fmax-global-f64,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx10-3-insts,+gfx10-insts,+gfx8-insts,+gfx9-insts,+lerp-inst,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64,+wavefrontsize64" "uniform-work-group-size"="true" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) "target-cpu"="gfx1030" "target-features"="+wavefrontsize64" }
attributes #2 = { convergent nocallback nocreateundeforpoison nofree nounwind willreturn memory(none) }
attributes #3 = { nocallback nocreateundeforpoison nofree nosync nounwind willreturn memory(none) }
attributes #4 = { convergent nocallback nofree nounwind willreturn memory(none) }
attributes #5 = { convergent nocallback nofree nounwind speculatable willreturn memory(none) }

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
!11 = !{i32 5, i32 6}
