; ModuleID = 'atomic_ops.gfx1200.w64.O2.ll.tmp'
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
  br i1 %15, label %16, label %291

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
  br i1 %28, label %291, label %29

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
  %128 = call i32 @llvm.amdgcn.permlane64.i32(i32 %127)
  %129 = or i32 %127, %128
  %130 = call i32 @llvm.amdgcn.strict.wwm.i32(i32 %129)
  %131 = icmp eq i32 %116, 0
  br i1 %131, label %132, label %134

132:                                              ; preds = %104
  %133 = atomicrmw or ptr addrspace(1) %109, i32 %130 syncscope("agent") monotonic, align 4, !noalias.addrspace !11, !amdgpu.no.fine.grained.memory !10, !amdgpu.no.remote.memory !10
  br label %134

134:                                              ; preds = %104, %132
  %135 = getelementptr inbounds nuw i8, ptr addrspace(1) %1, i64 12
  %136 = call i64 @llvm.amdgcn.ballot.i64(i1 true)
  %137 = trunc i64 %136 to i32
  %138 = lshr i64 %136, 32
  %139 = trunc i64 %138 to i32
  %140 = call i32 @llvm.amdgcn.mbcnt.lo(i32 %137, i32 0)
  %141 = call i32 @llvm.amdgcn.mbcnt.hi(i32 %139, i32 %140)
  %142 = call i32 @llvm.amdgcn.set.inactive.i32(i32 %19, i32 0)
  %143 = call i32 @llvm.amdgcn.update.dpp.i32(i32 0, i32 %142, i32 273, i32 15, i32 15, i1 false)
  %144 = xor i32 %142, %143
  %145 = call i32 @llvm.amdgcn.update.dpp.i32(i32 0, i32 %144, i32 274, i32 15, i32 15, i1 false)
  %146 = xor i32 %144, %145
  %147 = call i32 @llvm.amdgcn.update.dpp.i32(i32 0, i32 %146, i32 276, i32 15, i32 15, i1 false)
  %148 = xor i32 %146, %147
  %149 = call i32 @llvm.amdgcn.update.dpp.i32(i32 0, i32 %148, i32 280, i32 15, i32 15, i1 false)
  %150 = xor i32 %148, %149
  %151 = call i32 @llvm.amdgcn.permlanex16.i32(i32 poison, i32 %150, i32 -1, i32 -1, i1 false, i1 false)
  %152 = call i32 @llvm.amdgcn.update.dpp.i32(i32 0, i32 %151, i32 228, i32 10, i32 15, i1 false)
  %153 = xor i32 %150, %152
  %154 = call i32 @llvm.amdgcn.readlane.i32(i32 %153, i32 31)
  %155 = call i32 @llvm.amdgcn.update.dpp.i32(i32 0, i32 %154, i32 228, i32 12, i32 15, i1 false)
  %156 = xor i32 %153, %155
  %157 = call i32 @llvm.amdgcn.update.dpp.i32(i32 0, i32 %156, i32 273, i32 15, i32 15, i1 false)
  %158 = call i32 @llvm.amdgcn.readlane.i32(i32 %156, i32 15)
  %159 = call i32 @llvm.amdgcn.writelane.i32(i32 %158, i32 16, i32 %157)
  %160 = call i32 @llvm.amdgcn.readlane.i32(i32 %156, i32 31)
  %161 = call i32 @llvm.amdgcn.writelane.i32(i32 %160, i32 32, i32 %159)
  %162 = call i32 @llvm.amdgcn.readlane.i32(i32 %156, i32 47)
  %163 = call i32 @llvm.amdgcn.writelane.i32(i32 %162, i32 48, i32 %161)
  %164 = call i32 @llvm.amdgcn.readlane.i32(i32 %156, i32 63)
  %165 = call i32 @llvm.amdgcn.strict.wwm.i32(i32 %164)
  %166 = icmp eq i32 %141, 0
  br i1 %166, label %167, label %169

167:                                              ; preds = %134
  %168 = atomicrmw xor ptr addrspace(1) %135, i32 %165 syncscope("agent") monotonic, align 4, !noalias.addrspace !11, !amdgpu.no.fine.grained.memory !10, !amdgpu.no.remote.memory !10
  br label %169

169:                                              ; preds = %134, %167
  %170 = phi i32 [ poison, %134 ], [ %168, %167 ]
  %171 = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %170)
  %172 = call i32 @llvm.amdgcn.strict.wwm.i32(i32 %163)
  %173 = xor i32 %171, %172
  store i32 %173, ptr addrspace(1) %25, align 4, !tbaa !5
  %174 = call i64 @llvm.amdgcn.ballot.i64(i1 true)
  %175 = trunc i64 %174 to i32
  %176 = lshr i64 %174, 32
  %177 = trunc i64 %176 to i32
  %178 = call i32 @llvm.amdgcn.mbcnt.lo(i32 %175, i32 0)
  %179 = call i32 @llvm.amdgcn.mbcnt.hi(i32 %177, i32 %178)
  %180 = call i32 @llvm.amdgcn.set.inactive.i32(i32 %19, i32 2147483647)
  %181 = call i32 @llvm.amdgcn.update.dpp.i32(i32 2147483647, i32 %180, i32 273, i32 15, i32 15, i1 false)
  %182 = icmp slt i32 %180, %181
  %183 = select i1 %182, i32 %180, i32 %181
  %184 = call i32 @llvm.amdgcn.update.dpp.i32(i32 2147483647, i32 %183, i32 274, i32 15, i32 15, i1 false)
  %185 = icmp slt i32 %183, %184
  %186 = select i1 %185, i32 %183, i32 %184
  %187 = call i32 @llvm.amdgcn.update.dpp.i32(i32 2147483647, i32 %186, i32 276, i32 15, i32 15, i1 false)
  %188 = icmp slt i32 %186, %187
  %189 = select i1 %188, i32 %186, i32 %187
  %190 = call i32 @llvm.amdgcn.update.dpp.i32(i32 2147483647, i32 %189, i32 280, i32 15, i32 15, i1 false)
  %191 = icmp slt i32 %189, %190
  %192 = select i1 %191, i32 %189, i32 %190
  %193 = call i32 @llvm.amdgcn.permlanex16.i32(i32 poison, i32 %192, i32 -1, i32 -1, i1 false, i1 false)
  %194 = call i32 @llvm.amdgcn.update.dpp.i32(i32 2147483647, i32 %193, i32 228, i32 10, i32 15, i1 false)
  %195 = icmp slt i32 %192, %194
  %196 = select i1 %195, i32 %192, i32 %194
  %197 = call i32 @llvm.amdgcn.readlane.i32(i32 %196, i32 31)
  %198 = call i32 @llvm.amdgcn.update.dpp.i32(i32 2147483647, i32 %197, i32 228, i32 12, i32 15, i1 false)
  %199 = icmp slt i32 %196, %198
  %200 = select i1 %199, i32 %196, i32 %198
  %201 = call i32 @llvm.amdgcn.update.dpp.i32(i32 2147483647, i32 %200, i32 273, i32 15, i32 15, i1 false)
  %202 = call i32 @llvm.amdgcn.readlane.i32(i32 %200, i32 15)
  %203 = call i32 @llvm.amdgcn.writelane.i32(i32 %202, i32 16, i32 %201)
  %204 = call i32 @llvm.amdgcn.readlane.i32(i32 %200, i32 31)
  %205 = call i32 @llvm.amdgcn.writelane.i32(i32 %204, i32 32, i32 %203)
  %206 = call i32 @llvm.amdgcn.readlane.i32(i32 %200, i32 47)
  %207 = call i32 @llvm.amdgcn.writelane.i32(i32 %206, i32 48, i32 %205)
  %208 = call i32 @llvm.amdgcn.readlane.i32(i32 %200, i32 63)
  %209 = call i32 @llvm.amdgcn.strict.wwm.i32(i32 %208)
  %210 = icmp eq i32 %179, 0
  br i1 %210, label %211, label %213

211:                                              ; preds = %169
  %212 = atomicrmw min ptr addrspace(1) %2, i32 %209 syncscope("agent") monotonic, align 4, !noalias.addrspace !11, !amdgpu.no.fine.grained.memory !10, !amdgpu.no.remote.memory !10
  br label %213

213:                                              ; preds = %169, %211
  %214 = phi i32 [ poison, %169 ], [ %212, %211 ]
  %215 = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %214)
  %216 = call i32 @llvm.amdgcn.strict.wwm.i32(i32 %207)
  %217 = icmp slt i32 %215, %216
  %218 = select i1 %217, i32 %215, i32 %216
  store i32 %218, ptr addrspace(1) %24, align 4, !tbaa !5
  %219 = getelementptr inbounds nuw i8, ptr addrspace(1) %1, i64 16
  %220 = call i64 @llvm.amdgcn.ballot.i64(i1 true)
  %221 = trunc i64 %220 to i32
  %222 = lshr i64 %220, 32
  %223 = trunc i64 %222 to i32
  %224 = call i32 @llvm.amdgcn.mbcnt.lo(i32 %221, i32 0)
  %225 = call i32 @llvm.amdgcn.mbcnt.hi(i32 %223, i32 %224)
  %226 = call i32 @llvm.amdgcn.set.inactive.i32(i32 %19, i32 -1)
  %227 = call i32 @llvm.amdgcn.update.dpp.i32(i32 -1, i32 %226, i32 353, i32 15, i32 15, i1 false)
  %228 = icmp ult i32 %226, %227
  %229 = select i1 %228, i32 %226, i32 %227
  %230 = call i32 @llvm.amdgcn.update.dpp.i32(i32 -1, i32 %229, i32 354, i32 15, i32 15, i1 false)
  %231 = icmp ult i32 %229, %230
  %232 = select i1 %231, i32 %229, i32 %230
  %233 = call i32 @llvm.amdgcn.update.dpp.i32(i32 -1, i32 %232, i32 356, i32 15, i32 15, i1 false)
  %234 = icmp ult i32 %232, %233
  %235 = select i1 %234, i32 %232, i32 %233
  %236 = call i32 @llvm.amdgcn.update.dpp.i32(i32 -1, i32 %235, i32 360, i32 15, i32 15, i1 false)
  %237 = icmp ult i32 %235, %236
  %238 = select i1 %237, i32 %235, i32 %236
  %239 = call i32 @llvm.amdgcn.permlanex16.i32(i32 poison, i32 %238, i32 0, i32 0, i1 false, i1 false)
  %240 = icmp ult i32 %238, %239
  %241 = select i1 %240, i32 %238, i32 %239
  %242 = call i32 @llvm.amdgcn.permlane64.i32(i32 %241)
  %243 = icmp ult i32 %241, %242
  %244 = select i1 %243, i32 %241, i32 %242
  %245 = call i32 @llvm.amdgcn.strict.wwm.i32(i32 %244)
  %246 = icmp eq i32 %225, 0
  br i1 %246, label %247, label %249

247:                                              ; preds = %213
  %248 = atomicrmw umin ptr addrspace(1) %219, i32 %245 syncscope("agent") monotonic, align 4, !noalias.addrspace !11, !amdgpu.no.fine.grained.memory !10, !amdgpu.no.remote.memory !10
  br label %249

249:                                              ; preds = %213, %247
  %250 = and i32 %19, 255
  %251 = uitofp nneg i32 %250 to float
  %252 = call i64 @llvm.amdgcn.ballot.i64(i1 true)
  %253 = trunc i64 %252 to i32
  %254 = lshr i64 %252, 32
  %255 = trunc i64 %254 to i32
  %256 = call i32 @llvm.amdgcn.mbcnt.lo(i32 %253, i32 0)
  %257 = call i32 @llvm.amdgcn.mbcnt.hi(i32 %255, i32 %256)
  %258 = call float @llvm.amdgcn.set.inactive.f32(float %251, float -0.000000e+00)
  %259 = call float @llvm.amdgcn.update.dpp.f32(float -0.000000e+00, float %258, i32 273, i32 15, i32 15, i1 false)
  %260 = fadd float %258, %259
  %261 = call float @llvm.amdgcn.update.dpp.f32(float -0.000000e+00, float %260, i32 274, i32 15, i32 15, i1 false)
  %262 = fadd float %260, %261
  %263 = call float @llvm.amdgcn.update.dpp.f32(float -0.000000e+00, float %262, i32 276, i32 15, i32 15, i1 false)
  %264 = fadd float %262, %263
  %265 = call float @llvm.amdgcn.update.dpp.f32(float -0.000000e+00, float %264, i32 280, i32 15, i32 15, i1 false)
  %266 = fadd float %264, %265
  %267 = call float @llvm.amdgcn.permlanex16.f32(float poison, float %266, i32 -1, i32 -1, i1 false, i1 false)
  %268 = call float @llvm.amdgcn.update.dpp.f32(float -0.000000e+00, float %267, i32 228, i32 10, i32 15, i1 false)
  %269 = fadd float %266, %268
  %270 = call float @llvm.amdgcn.readlane.f32(float %269, i32 31)
  %271 = call float @llvm.amdgcn.update.dpp.f32(float -0.000000e+00, float %270, i32 228, i32 12, i32 15, i1 false)
  %272 = fadd float %269, %271
  %273 = call float @llvm.amdgcn.update.dpp.f32(float -0.000000e+00, float %272, i32 273, i32 15, i32 15, i1 false)
  %274 = call float @llvm.amdgcn.readlane.f32(float %272, i32 15)
  %275 = call float @llvm.amdgcn.writelane.f32(float %274, i32 16, float %273)
  %276 = call float @llvm.amdgcn.readlane.f32(float %272, i32 31)
  %277 = call float @llvm.amdgcn.writelane.f32(float %276, i32 32, float %275)
  %278 = call float @llvm.amdgcn.readlane.f32(float %272, i32 47)
  %279 = call float @llvm.amdgcn.writelane.f32(float %278, i32 48, float %277)
  %280 = call float @llvm.amdgcn.readlane.f32(float %272, i32 63)
  %281 = call float @llvm.amdgcn.strict.wwm.f32(float %280)
  %282 = icmp eq i32 %257, 0
  br i1 %282, label %283, label %285

283:                                              ; preds = %249
  %284 = atomicrmw fadd ptr addrspace(1) %3, float %281 syncscope("agent") monotonic, align 4, !noalias.addrspace !11, !amdgpu.no.fine.grained.memory !10, !amdgpu.no.remote.memory !10
  br label %285

285:                                              ; preds = %249, %283
  %286 = phi float [ poison, %249 ], [ %284, %283 ]
  %287 = call float @llvm.amdgcn.readfirstlane.f32(float %286)
  %288 = call float @llvm.amdgcn.strict.wwm.f32(float %279)
  %289 = fadd float %287, %288
  %290 = select i1 %282, float %287, float %289
  store float %290, ptr addrspace(1) %23, align 4, !tbaa !5
  br label %291

291:                                              ; preds = %285, %16, %6
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
declare i32 @llvm.amdgcn.permlane64.i32(i32) #4

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

attributes #0 = { mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite) "amdgpu-flat-work-group-size"="1,1024" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx1200" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-buffer-pk-add-bf16-inst,+atomic-ds-pk-add-16-insts,+atomic-fadd-rtn-insts,+atomic-flat-pk-add-16-insts,+atomic-fmin-fmax-global-f32,+atomic-global-pk-add-bf16-inst,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot10-insts,+dot11-insts,+dot12-insts,+dot7-insts,+dot8-insts,+dot9-insts,+dpp,+fp8-conversion-insts,+gfx10-3-insts,+gfx10-insts,+gfx11-insts,+gfx12-insts,+gfx8-insts,+gfx9-insts,+lerp-inst,+qsad-insts,+sad-insts,+wavefrontsize64,+wavefrontsize64" "uniform-work-group-size"="true" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) "target-cpu"="gfx1200" "target-features"="+wavefrontsize64" }
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
